//! PNG encoding. What we send is a palette PNG ([`png_indexed`]): a picture drawn as
//! palette indices (`indexed`) written with its own palette, its rows deflated by our own
//! deflater (`deflate`). Measured with `cargo bench --bench render` against Pillow drawing
//! and saving the same mid-game board in the same run.
//!
//! An RGB picture (the command line's previews) is written as a true-colour PNG ([`png`]).

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::indexed::Indexed;
use super::RenderError;

/// Encode `img` as a true-colour PNG (fast deflate, adaptive filter).
pub(crate) fn png(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(64 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

/// Encode `img` as a palette PNG: colour type 3 with its own palette (PLTE), no row filter
/// (differences of palette indices mean nothing; the deflater matches the row above
/// itself), deflated by our own deflater ([`Indexed::deflated`]).
pub(crate) fn png_indexed(img: &Indexed) -> Result<Vec<u8>, RenderError> {
    let idat = img.deflated();
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
