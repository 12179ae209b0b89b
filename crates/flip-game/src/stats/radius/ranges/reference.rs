//! The search by ranges as the textbook writes it, for the tests: by recursion, each node
//! weighed when the search reaches it, on one thread, with nothing kept to go on from. The
//! search itself must visit, learn, decide and find exactly as this does.

use super::{Node, Ranges};

impl Ranges<'_> {
    /// Searches from the root as [`Ranges::run`] does with no work limit, by recursion.
    pub(in crate::stats::radius) fn by_recursion(&mut self) -> bool {
        let root = self.start.take().expect("a search not yet started");
        self.descend(root)
    }

    /// Weighs `node`, reaches it at once and searches below it: whether a press set reaching
    /// the target was found.
    fn descend(&mut self, node: Node) -> bool {
        let weighed = self.weigh(node);
        match self.reach(weighed) {
            Some([down, up]) => self.descend(down) || self.descend(up),
            None => self.found.is_some(),
        }
    }
}
