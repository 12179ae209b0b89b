//! The numbers a block's transform adds: `i16` or `i32`, chosen by how far its classes' sides
//! differ (`super::Width`), with the few operations the transform needs, written once for both.

/// A number of the transform: `i16` where the classes a number sums have sides that differ by
/// less than `2^15` cells in all (no partial sum can exceed that), `i32` past it.
pub(super) trait Lane: Copy + Ord + Default + Send + Sync {
    const MAX: Self;
    /// Whether a block of these numbers skips the rows where no class falls ([`super::Block`]'s
    /// `sparse`): not `i32`, whose four rows' sums fill 16 vector registers of AVX-512, and
    /// which a branch around them had the compiler keep in memory, slower on the shapes of more
    /// than `2^15` cells than the skipping saved.
    const SKIPS: bool;
    fn from_i64(v: i64) -> Self;
    fn to_i64(self) -> i64;
    fn add(self, other: Self) -> Self;
    fn sub(self, other: Self) -> Self;
    fn mul(self, other: Self) -> Self;
    fn abs(self) -> Self;
}

macro_rules! lane {
    ($t:ty, $skips:expr) => {
        impl Lane for $t {
            const MAX: Self = <$t>::MAX;
            const SKIPS: bool = $skips;
            #[inline(always)]
            fn from_i64(v: i64) -> Self {
                v as $t
            }
            #[inline(always)]
            fn to_i64(self) -> i64 {
                i64::from(self)
            }
            #[inline(always)]
            fn add(self, other: Self) -> Self {
                self.wrapping_add(other)
            }
            #[inline(always)]
            fn sub(self, other: Self) -> Self {
                self.wrapping_sub(other)
            }
            #[inline(always)]
            fn mul(self, other: Self) -> Self {
                self.wrapping_mul(other)
            }
            #[inline(always)]
            fn abs(self) -> Self {
                self.wrapping_abs()
            }
        }
    };
}
lane!(i16, true);
lane!(i32, false);
