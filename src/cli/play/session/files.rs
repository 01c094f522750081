//! The game's files: the save file (after every change, and on `save`) and the pictures
//! the bot would post (`--png`).

use std::io::Write;

use super::{Clock, Console, Saved, Session};
use crate::table::Msg;

impl Session<'_> {
    /// Saves the game to the save file, if one was given (`say`: tell the player).
    pub(super) fn write_save(&mut self, console: &mut dyn Console, say: bool) {
        let Some(path) = &self.save else {
            return;
        };
        let saved = Saved {
            clock: match self.clock {
                Clock::Virtual(at) => Some(at),
                Clock::Real => None,
            },
            state: self.table.state().clone(),
        };
        let written = serde_json::to_string(&saved)
            .map_err(|e| e.to_string())
            .and_then(|json| {
                let tmp = path.with_extension("tmp");
                std::fs::write(&tmp, json).map_err(|e| e.to_string())?;
                std::fs::rename(&tmp, path).map_err(|e| e.to_string())
            });
        match written {
            Ok(()) if say => console.show(
                &self
                    .screen
                    .line(&Msg::new("play-saved").code("file", path.display().to_string())),
            ),
            Ok(()) => {}
            Err(e) => console.show(
                &self.screen.line(
                    &Msg::new("play-not-saved")
                        .code("file", path.display().to_string())
                        .s("why", e),
                ),
            ),
        }
    }

    /// Writes a picture as the bot would post it, when a folder for them was given.
    pub(super) fn write_png(&mut self, console: &mut dyn Console, picture: &crate::table::Picture) {
        let Some(dir) = &self.png else {
            return;
        };
        self.pictures += 1;
        let locale = crate::i18n::Locale::from_discord(&self.screen.locale);
        let labels = crate::table::ending::board_labels(locale);
        let files: Result<Vec<(String, Vec<u8>)>, String> = match picture {
            crate::table::Picture::Board(view) => crate::render::board_png_with(view, &labels)
                .map(|png| vec![(format!("{:03}-board.png", self.pictures), png)])
                .map_err(|e| e.to_string()),
            crate::table::Picture::Grid(view) => crate::render::grid_png_with(view, &labels)
                .map(|png| vec![(format!("{:03}-grid.png", self.pictures), png)])
                .map_err(|e| e.to_string()),
            crate::table::Picture::Ending(views) => views
                .draw(locale)
                .map(|d| {
                    vec![
                        ("final.png".to_string(), d.final_png),
                        ("chart.png".to_string(), d.chart_png),
                        ("replay.gif".to_string(), d.replay_gif),
                    ]
                })
                .map_err(|e| e.to_string()),
        };
        let written = files.and_then(|files| {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
            for (name, bytes) in files {
                std::fs::File::create(dir.join(name))
                    .and_then(|mut f| f.write_all(&bytes))
                    .map_err(|e| e.to_string())?;
            }
            Ok(())
        });
        if let Err(e) = written {
            console.show(
                &self.screen.line(
                    &Msg::new("play-not-saved")
                        .code("file", dir.display().to_string())
                        .s("why", e),
                ),
            );
        }
    }
}
