//! The data of each variant, one file per variant.

pub mod literaki;
pub mod erudit;
