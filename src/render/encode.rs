//! PNG encoding tuned for speed: our pictures are flat colours, so the fast deflate
//! setting with the Sub filter is both quick and small.

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

/// Encode `img` as PNG with the default (fast) settings.
pub(crate) fn png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    png_with(img, CompressionType::Fast, FilterType::Sub)
}
