//! The game's files as the player sees them: where the game is saved (the `--save`
//! database the service writes) and the pictures the bot would post (`--png`).

use std::io::Write;

use super::{Console, Session};
use crate::table::Msg;

impl Session {
    /// Says where the game is kept, when a save file was given (the service saved every
    /// change there, in the same transaction as what the change owed).
    pub(super) fn say_saved(&self, console: &mut dyn Console) {
        if let Some(path) = &self.save {
            let said = Msg::new("play-saved").code("file", path.display().to_string());
            console.show(&self.screen.line(&said));
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
