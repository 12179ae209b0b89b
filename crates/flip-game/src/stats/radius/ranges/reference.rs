//! The search by ranges as the textbook writes it, for the tests: by recursion, each node
//! weighed when the search reaches it, on one thread, with nothing kept to go on from. The
//! search itself must visit, learn, decide and find exactly as this does.

use super::{Node, Ranges, Weighing};

impl Ranges<'_> {
    /// Searches from the root as [`Ranges::run`] does with no work limit, by recursion.
    pub(in crate::stats::radius) fn by_recursion(&mut self) -> bool {
        let root = self.start.take().expect("a search not yet started");
        self.reach(root)
    }

    /// Weighs `node` and searches below it: whether a press set reaching the target was found.
    fn reach(&mut self, node: Node) -> bool {
        let weighed = self.weigh(node);
        self.work += weighed.work;
        if let Some((branch, bound)) = weighed.learned {
            self.learn(branch, bound);
        }
        match weighed.node {
            Weighing::Found(t, least) => {
                self.found = Some((t, least));
                true
            }
            Weighing::Cut => false,
            Weighing::Open(open) => {
                let [down, up] = self.split(open);
                self.reach(down) || self.reach(up)
            }
        }
    }
}
