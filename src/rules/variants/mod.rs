//! The data of each variant, one file per variant, and the list of them: which data a
//! [`VariantId`] stands for ([`VariantId::variant`]). The types the data is made of live in
//! [`crate::rules::variant`] and [`crate::rules::hooks`]; imports run from here to them.

pub mod english;
pub mod erudit;
pub mod letterbox;
pub mod literaki;
pub mod literki;
pub mod polish;

use super::variant::{Variant, VariantId};
use std::sync::LazyLock;

static LITERAKI: LazyLock<Variant> = LazyLock::new(literaki::variant);
static ENGLISH: LazyLock<Variant> = LazyLock::new(english::variant);
static POLISH: LazyLock<Variant> = LazyLock::new(polish::variant);
static LITERKI: LazyLock<Variant> = LazyLock::new(literki::variant);
static ERUDIT: LazyLock<Variant> = LazyLock::new(erudit::variant);
static LETTERBOX: LazyLock<Variant> = LazyLock::new(letterbox::variant);

impl VariantId {
    /// The variant's data.
    pub fn variant(self) -> &'static Variant {
        match self {
            VariantId::Literaki => &LITERAKI,
            VariantId::English => &ENGLISH,
            VariantId::Polish => &POLISH,
            VariantId::Literki => &LITERKI,
            VariantId::Erudit => &ERUDIT,
            VariantId::Letterbox => &LETTERBOX,
        }
    }
}
