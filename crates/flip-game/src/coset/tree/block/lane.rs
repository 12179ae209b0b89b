//! The numbers a block's transform adds: `i16` or `i32`, chosen by the block's spread, with the
//! few operations the transform needs, written once for both.

/// A number of the transform: `i16` while every class's `|A − B|` adds up to less than
/// `2^15` (no partial sum of the transform exceeds that total), `i32` past it.
pub(super) trait Lane: Copy + Ord + Default + Send + Sync {
    const MAX: Self;
    fn from_i64(v: i64) -> Self;
    fn to_i64(self) -> i64;
    fn add(self, other: Self) -> Self;
    fn sub(self, other: Self) -> Self;
    fn mul(self, other: Self) -> Self;
    fn abs(self) -> Self;
}

macro_rules! lane {
    ($t:ty) => {
        impl Lane for $t {
            const MAX: Self = <$t>::MAX;
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
lane!(i16);
lane!(i32);
