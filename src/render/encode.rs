//! PNG encoding tuned for speed.
//!
//! Measured on the mid-game sample board (793x1011, `cargo bench --bench render`, the
//! `encode/...` lines, all in one run): fast deflate with the adaptive filter gives about
//! 125 KB in about 1.05 ms; fast/up 256 KB in 0.6 ms; default/adaptive 74 KB in 9.5 ms.
//! A palette PNG ([`png_indexed_with`]: the 255 most common colours, the rare edge blends
//! drawn as their nearest) with the adaptive filter gives 56 KB, less than half, but takes
//! 3.2 ms, nearly all of it choosing the palette and finding the nearest colour of the
//! 1,100-odd rare blends; until that is cheaper, fast/adaptive true colour is the default.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::quantize::{choose_palette, count, ColourMap, Quantizer};
use super::RenderError;

/// Encode `img` as a true-colour PNG with the given settings.
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

/// Encode `img` as a palette PNG (see the module doc), with the given row filter.
pub(crate) fn png_indexed_with(
    img: &RgbImage,
    filter: ::png::Filter,
) -> Result<Vec<u8>, RenderError> {
    let whole = (0, 0, img.width(), img.height());
    let mut counts = ColourMap::default();
    count(img, whole, &mut counts);
    let mut quantizer = Quantizer::new(choose_palette(&counts));
    let indices = quantizer.indices(img, None, whole);
    let failed = |e: ::png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::with_capacity(32 * 1024);
    let mut encoder = ::png::Encoder::new(&mut out, img.width(), img.height());
    encoder.set_color(::png::ColorType::Indexed);
    encoder.set_depth(::png::BitDepth::Eight);
    encoder.set_palette(quantizer.table());
    encoder.set_compression(::png::Compression::Fast);
    encoder.set_filter(filter);
    let mut writer = encoder.write_header().map_err(failed)?;
    writer.write_image_data(&indices).map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(out)
}

/// Encode `img` as PNG with the default settings (true colour, fast deflate, adaptive
/// filter).
pub(crate) fn png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    png_with(img, CompressionType::Fast, FilterType::Adaptive)
}
