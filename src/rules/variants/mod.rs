//! The data of each variant, one file per variant.

pub mod english;
pub mod erudit;
pub mod letterbox;
pub mod literaki;
pub mod literki;
pub mod polish;
