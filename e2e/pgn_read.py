"""Reads a PGN on standard input with python-chess, as other programs would, and prints what it read
as JSON: the parser's errors, the tags, the comment before the first move, and each move's clock,
elapsed time and comment."""
import io
import json
import sys

import chess.pgn

game = chess.pgn.read_game(io.StringIO(sys.stdin.read()))
print(json.dumps({
    "errors": [str(error) for error in game.errors],
    "headers": dict(game.headers),
    "comment": game.comment,
    "moves": [
        {"move": node.move.uci(), "clock": node.clock(), "emt": node.emt(), "comment": node.comment}
        for node in game.mainline()
    ],
}))
