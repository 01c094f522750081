//! PNG encoding tuned for speed. Measured on the mid-game sample board (793x1011,
//! `cargo bench --bench render`): fast deflate with the adaptive filter gives about
//! 125 KB in about 1.4 ms; fast/sub 284 KB in 1.2 ms; default/adaptive 73 KB but 12 ms;
//! best/adaptive 74 KB in 43 ms. Fast/adaptive is the default here.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::RenderError;

/// Encode `img` as PNG with the given settings.
pub(crate) fn png_with(
    img: &RgbImage,
    compression: CompressionType,
    filter: FilterType,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(64 * 1024);
    let encoder = PngEncoder::new_with_quality(&mut out, compression, filter);
    encoder
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

/// Encode `img` as PNG with the default settings (fast deflate, adaptive filter).
pub(crate) fn png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    png_with(img, CompressionType::Fast, FilterType::Adaptive)
}
