//! The walk's counts and entries of every width against each other and big numbers.

use super::*;
use crate::board::Size;
use crate::gf2::Gf2;
use crate::stats::WORK_BUDGET;
use crate::target::Target;

/// Counts of fixed width, of every width the walk picks from, count what big numbers count,
/// and entries of 16 bits walk as those of 32 do (the walk takes `u32` entries only past
/// `2^16 - 2` coded cells, too many for a test).
#[test]
fn every_width_of_counts_and_entries_walks_to_the_same_minima() {
    for (rows, cols, target) in [
        (3, 5, Target::Either),
        (4, 4, Target::White),
        (1, 200, Target::Either),
        (2, 170, Target::White),
        (1, 1100, Target::Either),
    ] {
        let gf2 = Gf2::new(Size { rows, cols });
        let code = Code::new(&gf2, target).unwrap();
        let wide = walk::<BigUint, u32>(&code, 1, WORK_BUDGET).unwrap();
        assert_eq!(walk::<BigUint, u16>(&code, 1, WORK_BUDGET).unwrap(), wide);
        let big = wide.minima;
        let coded = code.coded();
        let total: BigUint = big.iter().sum();
        assert_eq!(total, BigUint::from(1u8) << coded, "{rows}x{cols}");
        if coded <= 127 {
            assert_eq!(
                walk::<u128, u16>(&code, 1, WORK_BUDGET).unwrap().minima,
                big
            );
        }
        if coded <= 255 {
            assert_eq!(
                walk::<Limbs<4>, u16>(&code, 1, WORK_BUDGET).unwrap().minima,
                big
            );
        }
        if coded <= 511 {
            assert_eq!(
                walk::<Limbs<8>, u16>(&code, 1, WORK_BUDGET).unwrap().minima,
                big
            );
        }
        assert_eq!(
            walk::<Limbs<32>, u16>(&code, 1, WORK_BUDGET)
                .unwrap()
                .minima,
            big
        );
    }
}

/// Every translate of a vector that puts one of its least entries at class 0 is made the same
/// one, the least of them; a vector with more least entries than are compared is kept as is.
#[test]
fn the_translates_of_a_vector_are_made_one() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        (state >> 33) as u32
    };
    let mut running: Vec<usize>;
    for len in [1usize, 2, 8, 64] {
        for _ in 0..50 {
            // Few distinct values, so that least entries are often shared.
            let mut v: Vec<u16> = (0..len).map(|_| (next() % 3) as u16).collect();
            v[next() as usize % len] = 0;
            let mut made = vec![0u16; len];
            running = (0..len).filter(|&a| v[a] == 0).collect();
            canonical(&v, &mut made, &mut running);
            let zeros: Vec<usize> = (0..len).filter(|&a| v[a] == 0).collect();
            let translates = zeros
                .iter()
                .map(|&a| (0..len).map(|c| v[c ^ a]).collect::<Vec<_>>());
            if zeros.len() > MAX_TRANSLATES {
                assert_eq!(made, v);
                continue;
            }
            assert_eq!(Some(made.clone()), translates.clone().min());
            for t in translates {
                let mut again = vec![0u16; len];
                running = (0..len).filter(|&a| t[a] == 0).collect();
                canonical(&t, &mut again, &mut running);
                assert_eq!(again, made);
            }
        }
    }
}
