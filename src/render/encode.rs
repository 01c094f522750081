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

use super::deflate;
use super::indexed::Indexed;
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

/// Encode `img` as a palette PNG: colour type 3 with its own palette (PLTE), no row filter
/// (differences of palette indices mean nothing; the deflater matches the row above
/// itself), deflated by [`deflate::zlib`].
pub(crate) fn png_indexed(img: &Indexed) -> Result<Vec<u8>, RenderError> {
    let w = img.width() as usize;
    let mut rows = Vec::with_capacity(img.pixels().len() + img.height() as usize);
    if w > 0 {
        for row in img.pixels().chunks_exact(w) {
            rows.push(0);
            rows.extend_from_slice(row);
        }
    }
    let idat = deflate::zlib(&rows, w + 1);
    let colours = img.palette.colours();
    let mut out = Vec::with_capacity(idat.len() + colours.len() * 3 + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&img.width().to_be_bytes());
    ihdr.extend_from_slice(&img.height().to_be_bytes());
    // 8 bits a pixel, palette colour, deflate, PNG's filters, no interlace.
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    let plte: Vec<u8> = colours.iter().flatten().copied().collect();
    chunk(&mut out, b"PLTE", &plte);
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    Ok(out)
}

/// Appends one PNG chunk: length, type, data, CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}
