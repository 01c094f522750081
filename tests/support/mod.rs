//! Test support shared by the end-to-end tests: a fake Discord (REST + gateway) served on
//! 127.0.0.1 inside the test process. A test file includes it with `mod support;`.
//!
//! Not every test uses every helper or re-export, hence the allowances.
#![allow(dead_code, unused_imports)]

pub mod bot;
pub mod fake_discord;
pub mod postgres;
pub mod web;

pub use fake_discord::{
    opt, Attachment, FakeDiscord, InteractionResponse, Recorded, ResponseKind, SentMessage,
    WaitTimeout,
};
