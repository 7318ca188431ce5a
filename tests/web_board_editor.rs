//! Browser tests of the board editor on its own: taps, a pasted FEN, the view turned round, the
//! names a screen reader reads, and its fit on a 360 px phone, with the app's own styles.

mod support;

use flagfall_web::widgets::board_editor::BoardEditor;
use leptos::prelude::*;
use std::any::Any;
use std::sync::{Arc, Mutex};
use support::settle;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

const EMPTY: &str = "8/8/8/8/8/8/8/8 w - - 0 1";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The editor mounted in a `div` of `width` px under the app's styles, with every FEN it emitted.
/// Dropping it unmounts it and removes the `div` and the styles.
struct Editor {
    root: HtmlElement,
    style: Element,
    /// `None` for a FEN field holding text the editor refuses.
    emitted: Arc<Mutex<Vec<Option<String>>>>,
    handle: Option<Box<dyn Any>>,
}

impl Drop for Editor {
    fn drop(&mut self) {
        drop(self.handle.take());
        self.root.remove();
        self.style.remove();
    }
}

async fn editor(start: Option<&str>, width: u32) -> Editor {
    let document = document();
    let style = document.create_element("style").unwrap();
    style.set_text_content(Some(concat!(
        include_str!("../style/main.css"),
        include_str!("../style/board.css")
    )));
    document.head().unwrap().append_child(&style).unwrap();
    let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    root.style()
        .set_property("width", &format!("{width}px"))
        .unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let emitted = Arc::new(Mutex::new(Vec::new()));
    let heard = emitted.clone();
    let start = start.map(str::to_owned);
    let handle = leptos::mount::mount_to(root.clone(), move || {
        let heard = heard.clone();
        let on_fen = Callback::new(move |fen: Option<String>| heard.lock().unwrap().push(fen));
        match start.clone() {
            Some(fen) => view! { <BoardEditor start=fen on_fen=on_fen /> }.into_any(),
            None => view! { <BoardEditor on_fen=on_fen /> }.into_any(),
        }
    });
    settle().await;
    Editor {
        root,
        style,
        emitted,
        handle: Some(Box::new(handle)),
    }
}

impl Editor {
    fn find(&self, selector: &str) -> HtmlElement {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("nothing matches {selector}"))
            .unchecked_into()
    }

    fn all(&self, selector: &str) -> Vec<HtmlElement> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length())
            .filter_map(|i| list.item(i))
            .map(JsCast::unchecked_into)
            .collect()
    }

    fn text(&self, selector: &str) -> String {
        self.find(selector).text_content().unwrap_or_default()
    }

    async fn click(&self, selector: &str) {
        self.find(selector).click();
        settle().await;
    }

    /// Taps the palette's piece of FEN letter `letter`, then each of `squares`.
    async fn place(&self, letter: char, squares: &[&str]) {
        self.click(&format!(".palette-piece[data-piece={letter}]"))
            .await;
        for square in squares {
            self.click(&format!("[data-square={square}]")).await;
        }
    }

    fn label(&self, square: &str) -> String {
        self.find(&format!("[data-square={square}]"))
            .get_attribute("aria-label")
            .unwrap()
    }

    fn field(&self) -> HtmlInputElement {
        self.find(".fen-input").unchecked_into()
    }

    /// A FEN pasted into the field: its value changes, then an `input` event bubbles from it.
    async fn paste(&self, fen: &str) {
        let field = self.field();
        field.set_value(fen);
        let init = EventInit::new();
        init.set_bubbles(true);
        field
            .dispatch_event(&Event::new_with_event_init_dict("input", &init).unwrap())
            .unwrap();
        settle().await;
    }

    fn last_fen(&self) -> String {
        self.emitted
            .lock()
            .unwrap()
            .last()
            .cloned()
            .flatten()
            .unwrap_or_default()
    }

    /// The squares' names in the order they are laid out.
    fn squares_in_order(&self) -> Vec<String> {
        self.all(".square")
            .iter()
            .map(|s| s.get_attribute("data-square").unwrap())
            .collect()
    }
}

#[wasm_bindgen_test]
async fn it_starts_on_the_initial_position_and_tells_its_fen_at_once() {
    let editor = editor(None, 400).await;
    assert_eq!(*editor.emitted.lock().unwrap(), [Some(START.to_owned())]);
    assert_eq!(editor.field().value(), START);
}

#[wasm_bindgen_test]
async fn pieces_tapped_onto_squares_make_the_fen_and_a_second_tap_takes_one_off() {
    let editor = editor(Some(EMPTY), 400).await;
    editor.place('K', &["e1"]).await;
    editor.place('k', &["h8"]).await;
    editor.place('N', &["e4", "f4"]).await;
    assert_eq!(editor.last_fen(), "7k/8/8/8/4NN2/8/8/4K3 w - - 0 1");
    editor.click("[data-square=f4]").await;
    assert_eq!(editor.last_fen(), "7k/8/8/8/4N3/8/8/4K3 w - - 0 1");
    assert_eq!(editor.field().value(), "7k/8/8/8/4N3/8/8/4K3 w - - 0 1");
    editor.click(".palette-eraser").await;
    editor.click("[data-square=e4]").await;
    assert_eq!(editor.last_fen(), "7k/8/8/8/8/8/8/4K3 w - - 0 1");
}

#[wasm_bindgen_test]
async fn each_square_is_named_by_its_name_and_its_piece() {
    let editor = editor(None, 400).await;
    assert_eq!(editor.label("e1"), "e1, white king");
    assert_eq!(editor.label("g8"), "g8, black knight");
    assert_eq!(editor.label("e4"), "e4, empty");
    editor.place('N', &["e4"]).await;
    assert_eq!(editor.label("e4"), "e4, white knight");
    let pressed: Vec<String> = editor
        .all(".palette [aria-pressed=true]")
        .iter()
        .map(|b| b.get_attribute("aria-label").unwrap())
        .collect();
    assert_eq!(pressed, ["white knight"]);
}

#[wasm_bindgen_test]
async fn a_pasted_fen_sets_the_board_the_side_to_move_and_castling() {
    let editor = editor(None, 400).await;
    editor
        .paste("r3k2r/8/8/3pP3/8/8/8/R3K2R b Kq d6 0 30")
        .await;
    assert_eq!(editor.last_fen(), "r3k2r/8/8/3pP3/8/8/8/R3K2R b Kq - 0 1");
    assert_eq!(editor.label("d5"), "d5, black pawn");
    assert_eq!(editor.text(".to-move"), "Black to move");
    // What was pasted stays in the field while it is edited; once left, it shows the editor's FEN.
    assert_eq!(
        editor.field().value(),
        "r3k2r/8/8/3pP3/8/8/8/R3K2R b Kq d6 0 30"
    );
    let init = EventInit::new();
    init.set_bubbles(true);
    editor
        .field()
        .dispatch_event(&Event::new_with_event_init_dict("change", &init).unwrap())
        .unwrap();
    settle().await;
    assert_eq!(
        editor.field().value(),
        "r3k2r/8/8/3pP3/8/8/8/R3K2R b Kq - 0 1"
    );
}

#[wasm_bindgen_test]
async fn a_malformed_fen_is_refused_naming_the_rank_and_the_board_stays() {
    let editor = editor(None, 400).await;
    editor
        .paste("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPP/RNBQKBNR w")
        .await;
    assert_eq!(
        editor.text(".fen-error[role=alert]"),
        "Rank 2 of the FEN must cover 8 squares; it covers 9"
    );
    assert_eq!(
        editor.field().get_attribute("aria-invalid").as_deref(),
        Some("true")
    );
    // The board stays, but no position is read while the field is refused: a check must not
    // search the board from before.
    assert_eq!(
        *editor.emitted.lock().unwrap(),
        [Some(START.to_owned()), None]
    );
    // Correcting it takes the refusal away.
    editor.paste("4k3/8/8/8/8/8/8/4K3 w").await;
    assert!(editor.root.query_selector(".fen-error").unwrap().is_none());
    assert_eq!(editor.last_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

#[wasm_bindgen_test]
async fn flipping_the_board_puts_h1_at_the_top_left_and_keeps_the_position() {
    let editor = editor(None, 400).await;
    let order = editor.squares_in_order();
    assert_eq!([&order[0], &order[63]], ["a8", "h1"]);
    assert_eq!(editor.all(".file-mark")[0].text_content().unwrap(), "a");
    editor.click(".flip-board").await;
    let order = editor.squares_in_order();
    assert_eq!([&order[0], &order[7], &order[63]], ["h1", "a1", "a8"]);
    assert_eq!(editor.all(".file-mark")[0].text_content().unwrap(), "h");
    assert_eq!(editor.label("h1"), "h1, white rook");
    assert_eq!(editor.last_fen(), START);
}

#[wasm_bindgen_test]
async fn the_buttons_turn_the_move_empty_the_board_and_set_it_up_again() {
    let editor = editor(None, 400).await;
    assert_eq!(editor.text(".to-move"), "White to move");
    editor.click(".to-move").await;
    assert_eq!(editor.text(".to-move"), "Black to move");
    editor.click(".empty-board").await;
    assert_eq!(editor.last_fen(), "8/8/8/8/8/8/8/8 b - - 0 1");
    assert!(editor.all(".castling input").is_empty());
    editor.click(".initial-position").await;
    assert_eq!(editor.last_fen(), START);
}

#[wasm_bindgen_test]
async fn castling_is_offered_where_king_and_rook_stand_and_can_be_given_up() {
    let editor = editor(Some("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), 400).await;
    let offered: Vec<String> = editor
        .all(".castling-right")
        .iter()
        .map(|l| l.text_content().unwrap())
        .collect();
    assert_eq!(offered, ["White O-O-O"]);
    editor.click(".castling-right input").await;
    assert_eq!(editor.last_fen(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
}

#[wasm_bindgen_test]
async fn on_a_360_px_screen_it_fits_and_every_palette_button_is_44_px_at_least() {
    let editor = editor(None, 360).await;
    assert!(
        editor.root.scroll_width() <= 360,
        "{} px wide",
        editor.root.scroll_width()
    );
    let buttons = editor.all(".palette button");
    assert_eq!(buttons.len(), 13);
    for button in buttons {
        let size = (button.offset_width(), button.offset_height());
        assert!(size.0 >= 44 && size.1 >= 44, "{size:?}");
    }
    // The board takes the whole width: eight squares of 44.5 px (360 less its border), rounded.
    let square = editor.find("[data-square=a1]");
    assert!((44..=45).contains(&square.offset_width()));
    assert_eq!(square.offset_height(), square.offset_width());
    // Left on the page for a look when the page's address asks for it (`?look`).
    if window().location().search().unwrap_or_default() == "?look" {
        std::mem::forget(editor);
    }
}
