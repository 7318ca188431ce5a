//! Whether each side can checkmate, on public positions and constructed ones, with the exact
//! verdicts and mating lines.

use flagfall_position::{Position, Side, Verdict};

fn verdicts(fen: &str) -> (Verdict, Verdict) {
    let verdicts = Position::from_fen(fen).expect("a legal position").analyse();
    (verdicts.white, verdicts.black)
}

/// The line, for a side that can checkmate.
fn line(verdict: &Verdict) -> String {
    verdict.line().expect("a mating line").to_string()
}

/// Plays `verdict`'s line, as chasolver gave it, and asserts it ends with `side` checkmating.
fn assert_mates(fen: &str, side: Side, verdict: &Verdict) {
    let position = Position::from_fen(fen).expect("a legal position");
    let board: chess::Board = fen_board(&position);
    let winner = match side {
        Side::White => chess::Color::White,
        Side::Black => chess::Color::Black,
    };
    let Some(chasolver::Winnability::Winnable { helpmate }) =
        chasolver::winnability(&board, winner)
    else {
        panic!("{fen}: {side:?} should mate")
    };
    let mated = helpmate.iter().fold(board, |b, &m| b.make_move_new(m));
    assert_eq!(mated.status(), chess::BoardStatus::Checkmate, "{fen}");
    assert_eq!(mated.side_to_move(), !winner, "{fen}");
    let written = verdict.line().expect("a mating line");
    assert_eq!(written.moves().len(), helpmate.len(), "{fen}: {written}");
    if let Some(last) = written.moves().last() {
        assert!(last.ends_with('#'), "{fen}: {written}");
    }
}

fn fen_board(position: &Position) -> chess::Board {
    position
        .to_string()
        .parse()
        .expect("chess reads a legal FEN")
}

#[test]
fn every_published_vector_gets_its_published_verdict_and_a_line_that_mates() {
    let mut checked = 0;
    for entry in include_str!("positions.txt").lines() {
        if entry.starts_with('#') || entry.trim().is_empty() {
            continue;
        }
        let (expected, fen) = entry.split_once(' ').expect("`WB <FEN>`");
        let (white, black) = verdicts(fen);
        for (side, verdict, letter) in [(Side::White, &white, 'W'), (Side::Black, &black, 'B')] {
            if expected.contains(letter) {
                assert_mates(fen, side, verdict);
            } else {
                assert_eq!(*verdict, Verdict::Cannot, "{side:?} in {fen}");
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 39);
}

#[test]
fn a_lone_king_cannot_checkmate() {
    assert_eq!(
        verdicts("8/8/8/4k3/8/8/8/4K3 w - - 0 1"),
        (Verdict::Cannot, Verdict::Cannot)
    );
}

#[test]
fn king_and_bishop_cannot_checkmate_a_lone_king() {
    assert_eq!(
        verdicts("8/8/8/4k3/8/8/3B4/3K4 w - - 0 1"),
        (Verdict::Cannot, Verdict::Cannot)
    );
}

#[test]
fn king_and_two_knights_can_checkmate_a_lone_king_with_its_help() {
    let (white, black) = verdicts("8/8/8/4k3/8/8/8/2NNK3 w - - 0 1");
    assert_eq!(line(&white), "1. Na2 Kd4 2. Nb2 Kc5 3. Nc1 Kb6 4. Na2 Ka5 5. Nc3 Kb4 6. Nbd1 Ka3 7. Ne3 Kb2 8. Ncd5 Ka1 9. Kd2 Kb1 10. Kc3 Ka1 11. Kb4 Kb1 12. Ka5 Ka1 13. Ka6 Kb1 14. Kb7 Ka2 15. Nd1 Ka3 16. Nf2 Ka4 17. Nd1 Kb3 18. N1c3 Kc4 19. Nb1 Kb5 20. Kc7 Ka6 21. Nd2 Ka7 22. Kd7 Ka8 23. Kc8 Ka7 24. Nb1 Ka6 25. Nbc3 Ka7 26. Nb5+ Ka8 27. Nb6#");
    assert_eq!(black, Verdict::Cannot);
}

#[test]
fn king_and_knight_against_king_and_pawn_both_can_the_pawn_blocks_or_promotes() {
    let fen = "8/4p3/8/3k4/8/8/2N5/K7 w - - 0 1";
    let (white, black) = verdicts(fen);
    assert_eq!(line(&white), "1. Ne1 Kc6 2. Nc2 e5 3. Ne3 e4 4. Nd5 e3 5. Ka2 e2 6. Ka3 e1=N 7. Ka4 Nc2 8. Nc3 Nb4 9. Nb1 Na6 10. Nd2 Nb8 11. Nb1 Nd7 12. Nc3 Nc5+ 13. Ka5 Nb3+ 14. Ka6 Na1 15. Nd5 Nc2 16. Nc3 Nb4+ 17. Ka5 Na6 18. Nb1 Nb8 19. Nd2 Kb7 20. Nb1 Na6 21. Nc3 Nb4 22. Nd5 Na6 23. Ne3 Nb8 24. Nd1 Ka8 25. Nc3 Nc6+ 26. Ka6 Nd4 27. Nd5 Nc6 28. Kb6 Nb8 29. Nc7#");
    assert_eq!(line(&black), "1. Na3 e6 2. Nb5 e5 3. Na7 e4 4. Nc8 e3 5. Na7 e2 6. Nc8 e1=Q+ 7. Ka2 Kc4 8. Na7 Qe8 9. Nb5 Qa8+ 10. Na3+ Kc5 11. Ka1 Qb8 12. Nb1 Kb4 13. Na3 Kb3 14. Nb5 Qxb5 15. Kb1 Qf1#");
}

#[test]
fn same_coloured_bishops_cannot_checkmate_opposite_coloured_can() {
    assert_eq!(
        verdicts("8/8/2b5/4k3/8/8/3KB3/8 w - - 0 1"),
        (Verdict::Cannot, Verdict::Cannot)
    );
    let (white, black) = verdicts("8/4bk2/8/8/8/8/3KB3/8 w - - 0 1");
    assert_eq!(line(&white), "1. Bd1 Ke6 2. Bc2 Kd5 3. Bb1 Kc6 4. Ba2 Kb7 5. Bb1 Ka8 6. Kc3 Ba3 7. Kc4 Bc1 8. Kb5 Bf4 9. Ka6 Bb8 10. Be4#");
    assert_eq!(line(&black), "1. Ba6 Ke6 2. Bc8+ Kd5 3. Bb7+ Kc4 4. Ba8 Kb3 5. Ke3 Kb2 6. Kd3 Ka3 7. Kc3 Ka4 8. Kb2 Ka5 9. Ka1 Kb4 10. Be4 Ka3 11. Bb1 Bf6#");
}

#[test]
fn a_locked_pawn_chain_is_a_dead_position() {
    assert_eq!(
        verdicts("4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1"),
        (Verdict::Cannot, Verdict::Cannot)
    );
}

#[test]
fn from_the_initial_position_both_sides_can_checkmate() {
    let (white, black) = verdicts(flagfall_position::INITIAL_FEN);
    assert_eq!(line(&white), "1. a3 a5 2. b3 a4 3. c3 b5 4. d3 b4 5. e3 c5 6. f3 c4 7. g3 d5 8. h3 d4 9. axb4 a3 10. bxc4 a2 11. cxd4 e5 12. e4 f5 13. f4 g5 14. g4 h5 15. h4 Na6 16. b5 Nb4 17. c5 Nc2+ 18. Qxc2 Nf6 19. d5 Nd7 20. d4 Nb6 21. dxe5 Na4 22. exf5 Nb2 23. fxg5 Nd1 24. gxh5 Nb2 25. b6 Nd1 26. c6 Nb2 27. d6 Nd1 28. e6 Nb2 29. f6 Nd1 30. g6 Nb2 31. h6 Nd1 32. h5 Nb2 33. b7 Nd1 34. c7 Nb2 35. e7 Nd1 36. f7+ Kd7 37. g7 Nb2 38. h7 Nd1 39. h6 Nb2 40. bxa8=Q Nd1 41. cxd8=Q+ Ke6 42. d7 Nb2 43. dxc8=Q+ Ke5 44. e8=Q+ Be7 45. f8=Q Nd1 46. g8=Q Nb2 47. Nd2 Nd1 48. Ne2 Nf2 49. Nb1 Ne4 50. Nd2 Nf2 51. Nf3#");
    assert_eq!(line(&black), "1. Nc3 a6 2. a4 b6 3. a5 c6 4. b4 d6 5. b5 e6 6. d4 f6 7. d5 g6 8. e4 h6 9. e5 axb5 10. a6 c5 11. a7 dxe5 12. d6 f5 13. d7+ Nxd7 14. f4 g5 15. g4 h5 16. h4 b4 17. Nb5 c4 18. c3 e4 19. Nc7+ Qxc7 20. Nf3 b5 21. Ne5 fxg4 22. f5 exf5 23. Nf7 f4 24. Nd8 gxh4 25. Nb7 b3 26. Nd8 b4 27. Nb7 bxc3 28. Nd8 e3 29. Nb7 f3 30. Nd8 g3 31. Nb7 h3 32. Nd8 h4 33. Nb7 b2 34. Nd8 c2 35. Nb7 c3 36. Nd8 e2 37. Nb7 g2 38. Nd8 f2+ 39. Kxf2 h2 40. Nb7 h3 41. Nd8 bxa1=Q 42. Nb7 cxd1=Q 43. Nd8 c2 44. Nb7 e1=Q#");
}

#[test]
fn a_checkmated_side_cannot_and_its_opponent_already_has_with_an_empty_line() {
    // Fool's mate: White is checkmated.
    let (white, black) = verdicts("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert_eq!(white, Verdict::Cannot);
    assert_eq!(line(&black), "");
}

#[test]
fn in_stalemate_neither_side_can() {
    assert_eq!(
        verdicts("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
        (Verdict::Cannot, Verdict::Cannot)
    );
}

/// python-chess's `has_insufficient_material` cases for standard chess (test.py): a side it finds
/// without mating material cannot checkmate; the others here can, with help.
#[test]
fn python_chess_insufficient_material_cases() {
    let cannot = |fen: &str| verdicts(fen);
    // Two bishops on light squares against a lone king.
    assert_eq!(
        cannot("k1K1B1B1/8/8/8/8/8/8/8 w - - 7 32"),
        (Verdict::Cannot, Verdict::Cannot)
    );
    // The same with a dark-squared bishop for Black: either side can be mated.
    let (white, black) = verdicts("kbK1B1B1/8/8/8/8/8/8/8 w - - 7 32");
    assert!(white.line().is_some() && black.line().is_some());
    assert_eq!(
        cannot("8/5k2/8/8/8/8/3K4/8 w - - 0 1"),
        (Verdict::Cannot, Verdict::Cannot)
    );
    assert_eq!(
        cannot("8/3k4/8/8/2N5/8/3K4/8 b - - 0 1"),
        (Verdict::Cannot, Verdict::Cannot)
    );
    for fen in [
        "8/4rk2/8/8/8/8/3K4/8 w - - 0 1",
        "8/4qk2/8/8/8/8/3K4/8 w - - 0 1",
    ] {
        let (white, black) = verdicts(fen);
        assert_eq!(white, Verdict::Cannot, "{fen}");
        assert_mates(fen, Side::Black, &black);
    }
    for fen in [
        "8/4bk2/8/8/8/8/3KB3/8 w - - 0 1",
        "8/8/3Q4/2bK4/B7/8/1k6/8 w - - 1 68",
    ] {
        let (white, black) = verdicts(fen);
        assert_mates(fen, Side::White, &white);
        assert_mates(fen, Side::Black, &black);
    }
    for fen in [
        "8/5k2/8/8/8/4B3/3K1B2/8 w - - 0 1",
        "5K2/8/8/1B6/8/k7/6b1/8 w - - 0 39",
        "8/8/8/4k3/5b2/3K4/8/2B5 w - - 0 33",
    ] {
        assert_eq!(cannot(fen), (Verdict::Cannot, Verdict::Cannot), "{fen}");
    }
    let fen = "3b4/8/8/6b1/8/8/R7/K1k5 w - - 0 1";
    let (white, black) = verdicts(fen);
    assert_mates(fen, Side::White, &white);
    assert_eq!(black, Verdict::Cannot);
}

/// scalachess's `InsufficientMatingMaterial` cases (InsufficientMatingMaterialTest.scala), which
/// judge the side not to move; the illegal ones among them are in tests/refusals.rs.
#[test]
fn scalachess_insufficient_mating_material_cases() {
    let not_to_move = |fen: &str| {
        let position = Position::from_fen(fen).expect("a legal position");
        position.can_checkmate(position.side_to_move().opponent())
    };
    for fen in [
        "8/8/K7/8/1k6/8/8/8 w - - 0 1",
        "7k/8/8/8/3K4/8/8/8 w - - 0 1",
        "7k/5R2/5NQ1/8/3K4/8/8/8 w - - 0 1",
        "krq5/bqqq4/qqr5/1qq5/8/8/8/3qB2K b - -",
        "8/3k4/2q5/8/8/K1N5/8/8 b - -",
        "7k/8/6Q1/8/3K4/8/1n6/8 w - - 0 1",
    ] {
        assert_eq!(not_to_move(fen), Verdict::Cannot, "{fen}");
    }
    for fen in [
        "8/7B/K7/2b5/1k6/8/8/8 b - -",
        "8/8/K7/2b5/1k6/5N2/8/8 b - - 0 1",
        "7k/5R2/5NQ1/8/3K4/8/1p6/8 w - - 0 1",
        "7k/5R2/5NQ1/8/3K4/8/2n5/8 w - - 0 1",
        "7k/5R2/5NQ1/8/3K4/1r6/8/8 w - - 0 1",
        "7k/8/8/5R2/3K4/8/1n6/8 w - - 0 1",
        "7k/8/6B1/8/3K4/8/1n6/8 w - - 0 1",
        "7k/5P2/8/8/3K4/8/1n6/8 w - - 0 1",
        "7k/6N1/8/8/3K4/8/1n6/8 w - - 0 1",
    ] {
        let verdict = not_to_move(fen);
        let side = Position::from_fen(fen).unwrap().side_to_move().opponent();
        assert_mates(fen, side, &verdict);
    }
}
