//! Private answers to the person who acted: the ephemeral message, the form (Discord's
//! modal), the tile picker or the bare acknowledgement a [`Reply`] becomes, sent the way the
//! interaction allows (its first response, an edit of a deferral, or a follow-up). Racks
//! travel here and in DMs only.

use super::send::{action_rows, render_rack, Sender};
use crate::service::door::{Respond, Responder};
use crate::table::{ButtonId, Form, Reply};
use crate::text::{key, localize};
use futures::future::BoxFuture;
use serenity::all::{
    CommandInteraction, ComponentInteraction, CreateActionRow, CreateAttachment, CreateButton,
    CreateInputText, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateModal, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditInteractionResponse, InputTextStyle, MessageFlags,
    ModalInteraction,
};
use std::sync::Arc;

/// The interaction a person's input came with: how the door answers them.
#[derive(Clone)]
pub enum Interaction {
    /// A slash command, already deferred ephemerally: the answer edits that response.
    Command(Box<CommandInteraction>),
    /// A button press, already acknowledged: answers are ephemeral follow-ups.
    Component(Box<ComponentInteraction>),
    /// A button press not answered yet (one that may open a form): the answer is the
    /// interaction's response itself (a form, an ephemeral message, or an acknowledgement).
    Fresh(Box<ComponentInteraction>),
    /// A submitted form, already deferred ephemerally: the answer edits that response.
    Form(Box<ModalInteraction>),
}

/// An interaction and the way to answer it, as the service's [`Respond`].
struct Asked {
    sender: Sender,
    interaction: Interaction,
    /// The person's own page of the game (a signed link), shown with their rack.
    page: Option<String>,
}

impl Respond for Asked {
    fn answer<'a>(&'a self, locale: &'a str, reply: &'a Reply) -> BoxFuture<'a, ()> {
        Box::pin(
            self.sender
                .reply(&self.interaction, locale, reply, self.page.as_deref()),
        )
    }
}

impl Sender {
    /// The service's responder for an interaction: answers go back through it, in
    /// `locale` until the table knows the actor's.
    pub fn responder(&self, interaction: Interaction, locale: impl Into<String>) -> Responder {
        self.responder_with_page(interaction, locale, None)
    }

    /// The same, for a person whose rack comes with a link to their own page of the game.
    pub fn responder_with_page(
        &self,
        interaction: Interaction,
        locale: impl Into<String>,
        page: Option<String>,
    ) -> Responder {
        let asked = Asked {
            sender: self.clone(),
            interaction,
            page,
        };
        Responder::new(Arc::new(asked), locale)
    }
}

/// A private answer, ready to send: a form, a message, or just an acknowledgement.
enum Answer {
    /// The press is taken; nothing to say.
    Acknowledge,
    /// A form to fill in.
    Form(CreateModal),
    /// An ephemeral message.
    Message(AnswerMessage),
}

/// An ephemeral message's parts.
struct AnswerMessage {
    content: String,
    file: Option<CreateAttachment>,
    components: Vec<CreateActionRow>,
}

impl AnswerMessage {
    fn text(content: String) -> Answer {
        Answer::Message(AnswerMessage {
            content,
            file: None,
            components: Vec::new(),
        })
    }
}

/// Discord allows this many characters in a select option's label.
const OPTION_LABEL_MAX: usize = 100;

/// The localized answer for a reply (a rack is drawn here, with a link to the person's own
/// page when they have one).
async fn answer(locale: &str, reply: &Reply, page: Option<&str>) -> Answer {
    match reply {
        Reply::Done => Answer::Acknowledge,
        Reply::Text(m) => AnswerMessage::text(localize(locale, m)),
        Reply::Rack { view, letters } => {
            let png = render_rack(view.clone()).await;
            let components = page
                .map(|url| {
                    let link = CreateButton::new_link(url).label(key(locale, "web-play-on-page"));
                    vec![CreateActionRow::Buttons(vec![link])]
                })
                .unwrap_or_default();
            Answer::Message(AnswerMessage {
                content: format!("{}\n**{}**", key(locale, "your-rack"), letters),
                file: png.map(|p| CreateAttachment::bytes(p, "rack.png")),
                components,
            })
        }
        Reply::Ask { text, buttons } => Answer::Message(AnswerMessage {
            content: localize(locale, text),
            file: None,
            components: action_rows(locale, buttons),
        }),
        Reply::PickTiles { id, tiles } => {
            let options = tiles
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let mut label = format!("{} · {}", t.letter, t.value);
                    label.truncate(OPTION_LABEL_MAX);
                    CreateSelectMenuOption::new(label, format!("{i}:{}", t.letter))
                })
                .collect::<Vec<_>>();
            let count = options.len().clamp(1, 25) as u8;
            let menu = CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options })
                .placeholder(key(locale, "pick-tiles-placeholder"))
                .min_values(1)
                .max_values(count);
            Answer::Message(AnswerMessage {
                content: key(locale, "pick-tiles"),
                file: None,
                components: vec![CreateActionRow::SelectMenu(menu)],
            })
        }
        Reply::Form { form, id } => Answer::Form(move_form(locale, *form, id)),
    }
}

/// The move form: a board move's word, square and direction, or a WordCap word.
pub(super) fn move_form(locale: &str, form: Form, id: &ButtonId) -> CreateModal {
    let field = |name: &str, label: &str, hint: &str, required: bool| {
        CreateActionRow::InputText(
            CreateInputText::new(InputTextStyle::Short, key(locale, label), name)
                .placeholder(key(locale, hint))
                .required(required)
                .max_length(60),
        )
    };
    let rows = match form {
        Form::BoardMove => vec![
            field(FORM_WORD, "form-word", "form-word-hint", true),
            field(FORM_SQUARE, "form-square", "form-square-hint", true),
            field(
                FORM_DIRECTION,
                "form-direction",
                "form-direction-hint",
                false,
            ),
        ],
        Form::GridWord => vec![field(
            FORM_WORD,
            "form-grid-word",
            "form-grid-word-hint",
            true,
        )],
    };
    CreateModal::new(id.encode(), key(locale, "form-title")).components(rows)
}

/// The custom ids of the move form's fields.
pub const FORM_WORD: &str = "word";
/// See [`FORM_WORD`].
pub const FORM_SQUARE: &str = "square";
/// See [`FORM_WORD`].
pub const FORM_DIRECTION: &str = "direction";

impl Sender {
    /// Answer the person privately.
    pub async fn reply(
        &self,
        responder: &Interaction,
        locale: &str,
        reply: &Reply,
        page: Option<&str>,
    ) {
        let result = match (responder, answer(locale, reply, page).await) {
            (Interaction::Fresh(i), Answer::Form(form)) => {
                i.create_response(&self.http, CreateInteractionResponse::Modal(form))
                    .await
            }
            (Interaction::Fresh(i), Answer::Acknowledge) => {
                i.create_response(&self.http, CreateInteractionResponse::Acknowledge)
                    .await
            }
            (Interaction::Fresh(i), Answer::Message(m)) => {
                let mut message = CreateInteractionResponseMessage::new()
                    .content(m.content)
                    .components(m.components)
                    .ephemeral(true);
                if let Some(f) = m.file {
                    message = message.add_file(f);
                }
                i.create_response(&self.http, CreateInteractionResponse::Message(message))
                    .await
            }
            // A private message's control (a confirmation, the tile picker) has served its
            // purpose: the message says so and loses its controls.
            (Interaction::Component(i), Answer::Acknowledge) if on_private_message(i) => {
                self.edit_answer(responder, key(locale, "done"), None, Vec::new())
                    .await
            }
            (Interaction::Component(..), Answer::Acknowledge) => return,
            (Interaction::Command(..) | Interaction::Form(..), Answer::Acknowledge) => {
                self.edit_answer(responder, key(locale, "done"), None, Vec::new())
                    .await
            }
            (_, Answer::Message(m)) => {
                self.edit_answer(responder, m.content, m.file, m.components)
                    .await
            }
            (_, Answer::Form(_)) => {
                // A form opens only as the first answer to a press (see buttons.rs).
                tracing::error!("a form was asked for where it cannot open");
                return;
            }
        };
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not answer an interaction");
        }
    }

    /// The answer for a responder that has already deferred or acknowledged: the deferred
    /// response is edited, or an ephemeral follow-up is sent.
    async fn edit_answer(
        &self,
        responder: &Interaction,
        content: String,
        file: Option<CreateAttachment>,
        components: Vec<CreateActionRow>,
    ) -> serenity::Result<()> {
        let edit = || {
            let mut edit = EditInteractionResponse::new()
                .content(content.clone())
                .components(components.clone());
            if let Some(f) = file.clone() {
                edit = edit.new_attachment(f);
            }
            edit
        };
        match responder {
            Interaction::Command(i) => i.edit_response(&self.http, edit()).await.map(|_| ()),
            // The press was acknowledged as an update of its own message: the private message
            // becomes the answer (its controls replaced by the answer's, usually none).
            Interaction::Component(i) if on_private_message(i) => {
                i.edit_response(&self.http, edit()).await.map(|_| ())
            }
            Interaction::Form(i) => i.edit_response(&self.http, edit()).await.map(|_| ()),
            Interaction::Component(i) | Interaction::Fresh(i) => {
                let mut follow = CreateInteractionResponseFollowup::new()
                    .content(content.clone())
                    .components(components.clone())
                    .ephemeral(true);
                if let Some(f) = file.clone() {
                    follow = follow.add_file(f);
                }
                i.create_followup(&self.http, follow).await.map(|_| ())
            }
        }
    }
}

/// True when the pressed control sits on a private (ephemeral) message: one only the
/// presser sees, such as the Resign confirmation or the tile picker.
fn on_private_message(press: &ComponentInteraction) -> bool {
    press
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
}
