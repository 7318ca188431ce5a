//! A position being set up on the board editor: the 64 squares, the piece the next tap places, the
//! side to move, the castling rights and which way up the board is shown. Pure: the editor's view
//! binds it, the worker judges it. It checks only what writing a FEN needs (8 ranks of 8 files,
//! known letters); whether the position could arise is the position analysis' question.

use flagfall_core::Side;
use flagfall_position_message::{read_placement, PlacementError};

/// What a piece is, whatever its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Kind {
    /// In the order a palette shows them.
    pub const ALL: [Kind; 6] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];

    /// The FEN letter for White (upper case); Black's is its lower case.
    const fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
        }
    }
}

/// A piece of one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece { side, kind }
    }

    /// Its FEN letter: upper case for White.
    pub const fn letter(self) -> char {
        match self.side {
            Side::White => self.kind.letter(),
            Side::Black => self.kind.letter().to_ascii_lowercase(),
        }
    }

    fn from_letter(letter: char) -> Option<Piece> {
        let side = if letter.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let upper = letter.to_ascii_uppercase();
        Kind::ALL
            .into_iter()
            .find(|kind| kind.letter() == upper)
            .map(|kind| Piece::new(side, kind))
    }

    /// Its Unicode chess symbol: the outlined set for White, the solid one for Black, as printed
    /// diagrams draw them, so that every piece is dark on either square.
    pub const fn glyph(self) -> &'static str {
        // U+FE0E asks for the text form: some phones draw the solid pawn as an emoji otherwise.
        match (self.side, self.kind) {
            (Side::White, Kind::King) => "\u{2654}\u{fe0e}",
            (Side::White, Kind::Queen) => "\u{2655}\u{fe0e}",
            (Side::White, Kind::Rook) => "\u{2656}\u{fe0e}",
            (Side::White, Kind::Bishop) => "\u{2657}\u{fe0e}",
            (Side::White, Kind::Knight) => "\u{2658}\u{fe0e}",
            (Side::White, Kind::Pawn) => "\u{2659}\u{fe0e}",
            (Side::Black, Kind::King) => "\u{265a}\u{fe0e}",
            (Side::Black, Kind::Queen) => "\u{265b}\u{fe0e}",
            (Side::Black, Kind::Rook) => "\u{265c}\u{fe0e}",
            (Side::Black, Kind::Bishop) => "\u{265d}\u{fe0e}",
            (Side::Black, Kind::Knight) => "\u{265e}\u{fe0e}",
            (Side::Black, Kind::Pawn) => "\u{265f}\u{fe0e}",
        }
    }
}

/// What a tap on a square does: place a piece, or empty the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Place(Piece),
    Eraser,
}

/// A square, 0 = a1, 7 = h1, 63 = h8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = the first), both under 8.
    pub const fn at(file: u8, rank: u8) -> Square {
        Square(rank * 8 + file)
    }

    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// "e4".
    pub fn name(self) -> String {
        let file = char::from(b'a' + self.file());
        format!("{file}{}", self.rank() + 1)
    }

    /// The squares as a viewer reads them, left to right and top to bottom: from a8 with White at
    /// the bottom, from h1 when the board is flipped.
    pub fn in_view(flipped: bool) -> impl Iterator<Item = Square> {
        (0..64u8).map(move |i| {
            let (row, column) = (i / 8, i % 8);
            if flipped {
                Square::at(7 - column, row)
            } else {
                Square::at(column, 7 - row)
            }
        })
    }

    /// Whether the square is dark, as a1 is.
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }

    /// The coordinates written on the square shown `at` this place of [`Square::in_view`]: its file
    /// along the bottom row, its rank along the left column, as the viewer sees them.
    pub fn marks(self, at: usize) -> (Option<char>, Option<char>) {
        let file = (at / 8 == 7).then(|| char::from(b'a' + self.file()));
        let rank = at.is_multiple_of(8).then(|| char::from(b'1' + self.rank()));
        (file, rank)
    }
}

/// A castling right, in FEN's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Castling {
    WhiteShort,
    WhiteLong,
    BlackShort,
    BlackLong,
}

impl Castling {
    pub const ALL: [Castling; 4] = [
        Castling::WhiteShort,
        Castling::WhiteLong,
        Castling::BlackShort,
        Castling::BlackLong,
    ];

    const fn letter(self) -> char {
        match self {
            Castling::WhiteShort => 'K',
            Castling::WhiteLong => 'Q',
            Castling::BlackShort => 'k',
            Castling::BlackLong => 'q',
        }
    }

    const fn index(self) -> usize {
        self as usize
    }

    /// Where the king and the rook must stand for the right to exist.
    const fn king_and_rook(self) -> (Piece, Square, Piece, Square) {
        let (side, rank, rook_file) = match self {
            Castling::WhiteShort => (Side::White, 0, 7),
            Castling::WhiteLong => (Side::White, 0, 0),
            Castling::BlackShort => (Side::Black, 7, 7),
            Castling::BlackLong => (Side::Black, 7, 0),
        };
        (
            Piece::new(side, Kind::King),
            Square::at(4, rank),
            Piece::new(side, Kind::Rook),
            Square::at(rook_file, rank),
        )
    }
}

/// Why a FEN typed on the editor was refused: the field at fault, and what it held (worded in
/// `i18n::position_words`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenFieldError {
    Empty,
    /// The board field does not read (the search reads it alike).
    Placement(PlacementError),
    /// The side-to-move field held this.
    SideToMove(String),
    /// The castling field held this.
    Castling(String),
}

/// The position on the editor, and the editor's state around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionDraft {
    squares: [Option<Piece>; 64],
    /// What the next tap on a square does.
    pub tool: Tool,
    pub to_move: Side,
    /// Black at the bottom.
    pub flipped: bool,
    /// The rights asked for; a FEN carries only those the board allows ([`Self::castling_offered`]).
    castling: [bool; 4],
}

const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

impl PositionDraft {
    /// No piece on the board, White to move, a white king in hand.
    pub fn empty() -> PositionDraft {
        PositionDraft {
            squares: [None; 64],
            tool: Tool::Place(Piece::new(Side::White, Kind::King)),
            to_move: Side::White,
            flipped: false,
            castling: [true; 4],
        }
    }

    /// The game's starting position, White to move, every castling right.
    pub fn initial() -> PositionDraft {
        let mut draft = PositionDraft::empty();
        draft.set_initial();
        draft
    }

    /// Puts the starting position on the board, White to move, with every castling right.
    pub fn set_initial(&mut self) {
        self.squares =
            read_placement(INITIAL, Piece::from_letter).expect("the starting position is a board");
        self.to_move = Side::White;
        self.castling = [true; 4];
    }

    /// Takes every piece off the board; the side to move and the view stay.
    pub fn clear(&mut self) {
        self.squares = [None; 64];
        self.castling = [true; 4];
    }

    pub fn piece(&self, square: Square) -> Option<Piece> {
        self.squares[usize::from(square.0)]
    }

    /// What a tap on `square` does with the tool in hand: the eraser empties it, a piece goes there,
    /// or comes off if that same piece stood there.
    pub fn tap(&mut self, square: Square) {
        let at = &mut self.squares[usize::from(square.0)];
        *at = match self.tool {
            Tool::Eraser => None,
            Tool::Place(piece) if *at == Some(piece) => None,
            Tool::Place(piece) => Some(piece),
        };
    }

    pub fn toggle_side_to_move(&mut self) {
        self.to_move = self.to_move.opponent();
    }

    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// Whether the board allows `right`: its king and rook stand on their first squares.
    pub fn castling_offered(&self, right: Castling) -> bool {
        let (king, king_square, rook, rook_square) = right.king_and_rook();
        self.piece(king_square) == Some(king) && self.piece(rook_square) == Some(rook)
    }

    /// Whether the position has `right`: the board allows it and it was not given up.
    pub fn castling(&self, right: Castling) -> bool {
        self.castling[right.index()] && self.castling_offered(right)
    }

    pub fn set_castling(&mut self, right: Castling, allowed: bool) {
        self.castling[right.index()] = allowed;
    }

    /// The position as a FEN: no en passant square, no halfmove since a capture or a pawn move,
    /// move 1.
    pub fn to_fen(&self) -> String {
        let mut fen = String::with_capacity(90);
        for rank in (0..8).rev() {
            let mut empty = 0u8;
            for file in 0..8 {
                match self.piece(Square::at(file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            fen.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        fen.push(piece.letter());
                    }
                }
            }
            if empty > 0 {
                fen.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        fen.push_str(match self.to_move {
            Side::White => " w ",
            Side::Black => " b ",
        });
        let rights: String = Castling::ALL
            .into_iter()
            .filter(|&right| self.castling(right))
            .map(Castling::letter)
            .collect();
        fen.push_str(if rights.is_empty() { "-" } else { &rights });
        fen.push_str(" - 0 1");
        fen
    }

    /// Takes the board, the side to move and the castling rights from `fen`, keeping the view and
    /// the tool; a field left out keeps its default (White to move, castling as the board allows).
    /// The fields after those three are the analysis' to judge.
    pub fn read_fen(&mut self, fen: &str) -> Result<(), FenFieldError> {
        let mut fields = fen.split_whitespace();
        let squares = read_placement(
            fields.next().ok_or(FenFieldError::Empty)?,
            Piece::from_letter,
        )
        .map_err(FenFieldError::Placement)?;
        let to_move = match fields.next() {
            None | Some("w") => Side::White,
            Some("b") => Side::Black,
            Some(other) => return Err(FenFieldError::SideToMove(other.to_owned())),
        };
        let castling = match fields.next() {
            None => [true; 4],
            Some(field) => castling_rights(field)?,
        };
        self.squares = squares;
        self.to_move = to_move;
        self.castling = castling;
        Ok(())
    }
}

/// The rights a FEN's castling field names: `-`, or each of `KQkq` at most once.
fn castling_rights(field: &str) -> Result<[bool; 4], FenFieldError> {
    let refused = || FenFieldError::Castling(field.to_owned());
    let mut rights = [false; 4];
    if field == "-" {
        return Ok(rights);
    }
    for letter in field.chars() {
        let right = Castling::ALL
            .into_iter()
            .find(|right| right.letter() == letter)
            .ok_or_else(refused)?;
        if rights[right.index()] {
            return Err(refused());
        }
        rights[right.index()] = true;
    }
    Ok(rights)
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn square(name: &str) -> Square {
        let bytes = name.as_bytes();
        Square::at(bytes[0] - b'a', bytes[1] - b'1')
    }

    fn from(fen: &str) -> Result<PositionDraft, FenFieldError> {
        let mut draft = PositionDraft::empty();
        draft.read_fen(fen).map(|()| draft)
    }

    #[test]
    fn the_initial_position_writes_the_standard_starting_fen() {
        assert_eq!(PositionDraft::initial().to_fen(), START);
    }

    #[test]
    fn an_empty_board_offers_no_castling_and_no_en_passant() {
        assert_eq!(PositionDraft::empty().to_fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    }

    #[test]
    fn a_tap_places_the_piece_in_hand_and_a_second_tap_takes_it_off() {
        let mut draft = PositionDraft::empty();
        draft.tool = Tool::Place(Piece::new(Side::White, Kind::Knight));
        draft.tap(square("e4"));
        assert_eq!(draft.to_fen(), "8/8/8/8/4N3/8/8/8 w - - 0 1");
        draft.tap(square("e4"));
        assert_eq!(draft.piece(square("e4")), None);
    }

    #[test]
    fn a_tap_with_another_piece_replaces_the_one_on_the_square() {
        let mut draft = PositionDraft::empty();
        draft.tap(square("e4"));
        draft.tool = Tool::Place(Piece::new(Side::Black, Kind::Queen));
        draft.tap(square("e4"));
        assert_eq!(draft.to_fen(), "8/8/8/8/4q3/8/8/8 w - - 0 1");
    }

    #[test]
    fn the_eraser_empties_a_square_and_leaves_an_empty_one_empty() {
        let mut draft = PositionDraft::initial();
        draft.tool = Tool::Eraser;
        draft.tap(square("d1"));
        draft.tap(square("d4"));
        assert_eq!(
            draft.to_fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"
        );
    }

    #[test]
    fn a_right_is_offered_only_while_its_king_and_rook_stand_on_their_squares() {
        let mut draft = PositionDraft::initial();
        draft.tool = Tool::Eraser;
        draft.tap(square("h1"));
        draft.tap(square("e8"));
        assert!(!draft.castling_offered(Castling::WhiteShort));
        assert!(draft.castling_offered(Castling::WhiteLong));
        assert!(!draft.castling_offered(Castling::BlackLong));
        assert_eq!(
            draft.to_fen(),
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Q - 0 1"
        );
    }

    #[test]
    fn a_right_given_up_leaves_the_fen_though_the_board_allows_it() {
        let mut draft = PositionDraft::initial();
        draft.set_castling(Castling::BlackShort, false);
        assert_eq!(
            draft.to_fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1"
        );
    }

    #[test]
    fn clearing_empties_the_board_and_keeps_the_side_to_move_and_the_view() {
        let mut draft = PositionDraft::initial();
        draft.toggle_side_to_move();
        draft.flip();
        draft.clear();
        assert_eq!(draft.to_fen(), "8/8/8/8/8/8/8/8 b - - 0 1");
        assert!(draft.flipped);
    }

    #[test]
    fn the_initial_position_gives_white_the_move_again() {
        let mut draft = PositionDraft::empty();
        draft.toggle_side_to_move();
        draft.set_initial();
        assert_eq!(draft.to_fen(), START);
    }

    #[test]
    fn a_pasted_fen_sets_the_board_the_side_and_the_castling_rights() {
        let draft = from("r3k2r/8/8/3pP3/8/8/8/R3K2R b Kq d6 0 30").unwrap();
        assert_eq!(
            draft.piece(square("d5")),
            Some(Piece::new(Side::Black, Kind::Pawn))
        );
        assert_eq!(
            draft.piece(square("a1")),
            Some(Piece::new(Side::White, Kind::Rook))
        );
        // The editor writes no en passant square and starts the counters again.
        assert_eq!(draft.to_fen(), "r3k2r/8/8/3pP3/8/8/8/R3K2R b Kq - 0 1");
    }

    #[test]
    fn a_board_field_alone_is_white_to_move_with_the_rights_the_board_allows() {
        let draft = from("4k2r/8/8/8/8/8/8/4K3").unwrap();
        assert_eq!(draft.to_fen(), "4k2r/8/8/8/8/8/8/4K3 w k - 0 1");
    }

    #[test]
    fn pasting_keeps_the_view_and_the_piece_in_hand() {
        let mut draft = PositionDraft::empty();
        draft.flip();
        draft.tool = Tool::Eraser;
        draft.read_fen(START).unwrap();
        assert!(draft.flipped);
        assert_eq!(draft.tool, Tool::Eraser);
    }

    #[test]
    fn a_refused_fen_leaves_the_draft_as_it_was() {
        let mut draft = PositionDraft::initial();
        assert_eq!(
            draft.read_fen("8/8/8/8/8/8/8/8 x"),
            Err(FenFieldError::SideToMove("x".to_owned()))
        );
        assert_eq!(draft, PositionDraft::initial());
    }

    #[test]
    fn an_empty_fen_is_refused_as_empty() {
        assert_eq!(from("  \n "), Err(FenFieldError::Empty));
    }

    #[test]
    fn a_board_of_seven_ranks_is_refused_with_the_count() {
        assert_eq!(
            from("8/8/8/8/8/8/8 w - - 0 1"),
            Err(FenFieldError::Placement(PlacementError::RankCount {
                found: 7
            }))
        );
    }

    #[test]
    fn a_rank_of_nine_squares_is_refused_naming_the_board_rank() {
        assert_eq!(
            from("8/8/8/8/8/8/PPPPPPPPP/8 w - - 0 1"),
            Err(FenFieldError::Placement(PlacementError::RankLength {
                rank: 2,
                squares: 9
            }))
        );
    }

    #[test]
    fn a_rank_of_seven_squares_is_refused_naming_the_board_rank() {
        assert_eq!(
            from("k6/8/8/8/8/8/8/7K"),
            Err(FenFieldError::Placement(PlacementError::RankLength {
                rank: 8,
                squares: 7
            }))
        );
    }

    #[test]
    fn a_letter_that_is_no_piece_is_refused_with_its_rank() {
        assert_eq!(
            from("8/8/8/8/3X4/8/8/8"),
            Err(FenFieldError::Placement(
                PlacementError::PlacementCharacter {
                    rank: 4,
                    character: 'X'
                }
            ))
        );
    }

    #[test]
    fn a_nine_or_a_zero_is_no_count_of_empty_squares() {
        assert_eq!(
            from("9/8/8/8/8/8/8/8"),
            Err(FenFieldError::Placement(
                PlacementError::PlacementCharacter {
                    rank: 8,
                    character: '9'
                }
            ))
        );
        assert_eq!(
            from("8/8/8/8/8/8/8/08"),
            Err(FenFieldError::Placement(
                PlacementError::PlacementCharacter {
                    rank: 1,
                    character: '0'
                }
            ))
        );
    }

    #[test]
    fn castling_letters_outside_kqkq_or_repeated_are_refused() {
        assert_eq!(
            from("8/8/8/8/8/8/8/8 w KA"),
            Err(FenFieldError::Castling("KA".to_owned()))
        );
        assert_eq!(
            from("8/8/8/8/8/8/8/8 w KK"),
            Err(FenFieldError::Castling("KK".to_owned()))
        );
    }

    #[test]
    fn every_position_written_reads_back_as_the_same_board() {
        let fens = [
            START,
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "r3k2r/8/8/3pP3/8/8/8/R3K2R b Kq - 0 1",
            "kqrbnpPN/BRQK4/8/8/8/8/8/7k b - - 0 1",
        ];
        for fen in fens {
            let draft = from(fen).unwrap();
            assert_eq!(draft.to_fen(), fen);
            assert_eq!(from(&draft.to_fen()).unwrap(), draft);
        }
    }

    #[test]
    fn the_unflipped_view_reads_from_a8_and_the_flipped_one_from_h1() {
        let names =
            |flipped| -> Vec<String> { Square::in_view(flipped).map(Square::name).collect() };
        let unflipped = names(false);
        assert_eq!(
            [&unflipped[0], &unflipped[7], &unflipped[56], &unflipped[63]],
            ["a8", "h8", "a1", "h1"]
        );
        let flipped = names(true);
        assert_eq!(
            [&flipped[0], &flipped[7], &flipped[56], &flipped[63]],
            ["h1", "a1", "h8", "a8"]
        );
    }

    #[test]
    fn files_are_marked_along_the_bottom_row_and_ranks_along_the_left_column_as_seen() {
        let marks = |flipped| -> Vec<(usize, Option<char>, Option<char>)> {
            Square::in_view(flipped)
                .enumerate()
                .map(|(at, square)| {
                    let (file, rank) = square.marks(at);
                    (at, file, rank)
                })
                .filter(|&(_, file, rank)| file.is_some() || rank.is_some())
                .collect()
        };
        let unflipped = marks(false);
        assert_eq!(unflipped.len(), 15);
        assert_eq!(unflipped[0], (0, None, Some('8')));
        assert_eq!(unflipped[7], (56, Some('a'), Some('1')));
        assert_eq!(unflipped[14], (63, Some('h'), None));
        let flipped = marks(true);
        assert_eq!(flipped[0], (0, None, Some('1')));
        assert_eq!(flipped[7], (56, Some('h'), Some('8')));
        assert_eq!(flipped[14], (63, Some('a'), None));
    }

    #[test]
    fn a1_is_dark_and_its_neighbours_are_light() {
        assert!(square("a1").is_dark());
        assert!(!square("b1").is_dark());
        assert!(!square("a2").is_dark());
        assert!(square("h8").is_dark());
    }
}
