//! `plansza play --web`: the game in the browser on this machine. The service runs as for
//! the terminal (the same tables, timers and outbox; the wall clock), with the browser's
//! door ([`crate::web`]) serving one page on 127.0.0.1, at an address with a random token
//! printed at the start. The people at the device take turns on the page (hot-seat), or one
//! plays the computer.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rand::Rng;

use super::Failure;
use crate::dictionaries::Lexicons;
use crate::service::door::Responder;
use crate::service::hub::{Hub, Job};
use crate::store::{Location, Store};
use crate::table::{Action, ButtonAction, ButtonId, GameOptions, Input, Msg};
use crate::web::door::{Feed, WebDoor};
use crate::web::local::{Local, PLACE};

/// User id of the first person; the others follow.
const FIRST_PERSON: u64 = 1001;
/// How long the place's task waits idle: longer than any game at one device.
const IDLE: Duration = Duration::from_secs(365 * 86_400);

/// What `plansza play --web` is asked for.
pub struct WebGame {
    /// The game.
    pub options: GameOptions,
    /// The people at the device, in seat order.
    pub people: Vec<String>,
    /// Seat a computer (unless the game seats its own).
    pub add_computer: bool,
    /// The language of the page (a catalog locale).
    pub locale: String,
    /// Deal with this seed.
    pub seed: Option<u64>,
    /// Keep the game in this database file (None: in memory).
    pub save: Option<PathBuf>,
    /// Listen on this port of 127.0.0.1 (0: any free one).
    pub port: u16,
}

/// Runs the game's page until the process is stopped (Ctrl-C).
pub fn run(game: WebGame, lexicons: Arc<Lexicons>) -> Result<(), Failure> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Failure::with_code(2, anyhow::anyhow!("the runtime: {e}")))?;
    runtime.block_on(serve(game, lexicons))
}

async fn serve(game: WebGame, lexicons: Arc<Lexicons>) -> Result<(), Failure> {
    let location = match &game.save {
        Some(path) => Location::File(path.clone()),
        None => Location::Memory,
    };
    let store = Store::open_at(location)
        .await
        .map_err(|e| Failure::with_code(2, anyhow::anyhow!("the game's database: {e}")))?;
    let feed = Arc::new(Feed::default());
    let door = Arc::new(WebDoor::new(Arc::clone(&feed)));
    let setup = crate::service::Setup {
        deal_seed: game.seed,
        ..crate::service::Setup::new(IDLE)
    };
    let hub = crate::service::new_hub(store, lexicons, door, setup);
    let resumed = hub
        .resume_saved()
        .await
        .map_err(|e| Failure::with_code(2, anyhow::anyhow!("the saved game: {e}")))?;
    let people: Vec<u64> = (0..game.people.len())
        .map(|i| FIRST_PERSON + i as u64)
        .collect();
    if resumed == 0 && !open(&hub, &game).await {
        return Err(Failure::with_code(
            2,
            anyhow::anyhow!("the game could not start"),
        ));
    }
    let token: String = {
        let mut rng = rand::thread_rng();
        (0..32)
            .map(|_| format!("{:x}", rng.gen_range(0..16u8)))
            .collect()
    };
    let listener =
        tokio::net::TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, game.port)))
            .await
            .map_err(|e| Failure::with_code(2, anyhow::anyhow!("127.0.0.1:{}: {e}", game.port)))?;
    let address = listener
        .local_addr()
        .map_err(|e| Failure::with_code(2, anyhow::anyhow!("the address: {e}")))?;
    let url = format!("http://{address}/?t={token}");
    let said = Msg::new("play-web-open").code("url", url.clone());
    println!("{}", crate::web::door::plain(&game.locale, &said));
    let local = Arc::new(Local {
        hub,
        feed,
        token,
        locale: game.locale.clone(),
        people,
    });
    let app = crate::web::local::router(local);
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| Failure::with_code(2, anyhow::anyhow!("serving the page: {e}")))?;
    Ok(())
}

/// Opens the game as the bot would: the table by the first person, the others joining, the
/// computer seated, Start. False when it did not start.
async fn open(hub: &Arc<Hub>, game: &WebGame) -> bool {
    let person = |i: usize, action: Action| Input {
        user: FIRST_PERSON + i as u64,
        name: game.people[i].clone(),
        locale: game.locale.clone(),
        action,
    };
    let send = |input: Input| {
        hub.dispatch(
            PLACE,
            Job {
                input,
                guild: None,
                responder: Responder::none(),
            },
        );
    };
    let mut options = game.options.clone();
    options.unrated = true;
    options.threads = false;
    send(person(0, Action::NewGame(options)));
    hub.settled(PLACE).await;
    let Some(state) = hub.saved_table(PLACE) else {
        return false;
    };
    let button = |action| {
        Action::Button(ButtonId {
            game: state.game_id,
            action,
            move_number: 0,
        })
    };
    for i in 1..game.people.len() {
        send(person(i, button(ButtonAction::Join)));
    }
    if game.add_computer {
        send(person(0, button(ButtonAction::AddComputer)));
    }
    send(person(0, button(ButtonAction::Start)));
    hub.settled(PLACE).await;
    hub.saved_table(PLACE)
        .is_some_and(|s| matches!(s.stage, crate::table::Stage::Playing { .. }))
}
