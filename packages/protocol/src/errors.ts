/**
 * Why the server refused a message or a request: a stable code for programs (the message
 * that comes with it is for people). Each code with what it means; packages/server/README.md
 * lists them too.
 */
export const SERVER_ERRORS = {
  malformed:
    'the message or request body is not JSON of the expected shape (the message says where), or the path is not valid percent-encoded UTF-8',
  'too-large': 'a WebSocket message longer than 2,048 bytes',
  'rate-limit':
    'more messages a second than a connection may send, more chat messages than it may send in 10 s, more games a minute than one address may create, or too many sign-ins or sign-ups',
  'too-many-connections': 'more WebSocket connections from one address than the server allows',
  'no-hello': 'a connection that said no hello in time after it opened (it is closed)',
  stopping: 'the server is stopping: reconnect (to another process, behind a proxy)',
  'no-game': 'a command before the connection said hello to a game',
  repeated:
    'done already: a second hello, draw agreement, takeback agreement or rematch request; a rematch declined by a player who asked for it',
  'not-found': 'no game has this id, no player this name, or nothing is at this method and path',
  'unknown-game': 'the server has no rules for this game id',
  'bad-options': 'an option the game does not have, or a value it does not take',
  'bad-seat':
    'a seat the game does not have, asked for at creation or when joining, or one nobody plays asked for at creation',
  'neutral-seat': 'a seat nobody plays (a neutral army) asked for when joining',
  'invitation-only':
    'a join of a private game: its seats go to the players it invites, by their invitation links',
  full: 'every playing seat of the game is taken',
  'seat-taken':
    "the seat asked for is not open, or an invitation's seat is held by another account",
  'bad-token': 'the token (of a hello, or given to take an invitation) holds no seat in this game',
  'bad-since': 'a hello asking for the events after a number the game has not reached',
  'name-changes':
    "a hello naming its seat anew after the seat's 8 name changes of the game: the hello stands, the name stays (sent after the welcome)",
  spectator: 'a command from a connection that holds no seat',
  'not-started': 'a command before every playing seat has joined',
  finished: 'a command, a join or an invitation taken after the game ended',
  cancelled:
    'a join, an invitation taken, or a rematch asked for, of a game a player cancelled before it started (the message says who)',
  'too-late':
    'an abort after every player still in the game has made a first move: the game can be resigned or drawn instead',
  abortable:
    'a resignation, a draw offered or accepted, or a takeback asked for or agreed to, before every player still in the game has made a first move (the message says who has not): the game can be aborted instead',
  out: 'a command from a player who is out of the game (knocked out, or left it)',
  'not-your-turn': 'a move or a draw claim from a seat not to move',
  'moved-elsewhere':
    'a move from a seat not to move because its player has just moved from another tab or device',
  'no-absence':
    "a claim of the game while no opponent (or not the one its `seat` names) has been away for the claim time (the message says how long is left), or a claim naming the claimer's own seat or a seat out of the game",
  illegal: 'a move that cannot be read, or that the rules do not allow now',
  time: "a move after the mover's time ran out (the game ends on time instead, or among three the mover leaves it), or after the time for its first move (the game is aborted); another player's command that arrives then is judged after the flag fall (`finished` when it ended the game; among three, as at any other moment)",
  'no-claim':
    'a draw claim when the rules give no draw to claim, or a claim of a draw against a player away while three are in the game (the one away leaves and the others play on: claim the win), or a claim of the game for absence before every player still in it has made a first move (the game can be aborted instead)',
  pending: 'a draw offer while one stands, or a takeback request while one stands',
  'too-soon':
    "a draw offer within 20 moves of the seat's last one, a fourth takeback request between two moves, or a fourth rematch request (the message says when it may ask again)",
  'no-offer': 'a draw accepted or declined when none was offered',
  'no-takeback':
    'a takeback asked for with no move of the asker to take back (its moves taken back already, or a player left or was knocked out since)',
  'no-request':
    'a takeback accepted, declined or cancelled when none was asked for, or cancelled by another than its asker; a rematch declined when nobody has asked for one, or cancelled by a player who has not',
  channel:
    'a chat message into the other chat: players write to the players, spectators to the spectators',
  'not-finished': 'a rematch asked for before the game ended',
  rematch: 'a rematch asked for after it has started',
  busy: 'the game changed too fast to store the command; try again',
  server: 'the server failed; try again',
  'bad-name':
    'a user name that breaks the rules (2-20 ASCII letters, digits, _ or -, starting with a letter); the message says which',
  'bad-password': 'a new password shorter than 8 or longer than 200 characters',
  'name-taken': 'a user name that an account has already, in any mix of capitals',
  'wrong-password': 'a sign-in, password change or deletion with a wrong name or password',
  'signed-out':
    'a request that needs a signed-in player, without a valid session (none, forged or expired); or a state-changing request (other than sign-in, sign-up and sign-out) whose session cookie names a session that has ended: it is not done anonymously instead, and the cookie is cleared',
  csrf: "a state-changing request authorised by the session cookie without the session's CSRF token",
  'cross-site': "a state-changing request, or a WebSocket, whose Origin is not the server's own",
  'sign-in-required': 'a rated game created or joined by a player who is not signed in',
  'rated-private':
    'a rated game asked for without public: true (its seats go to signed-in players through the lobby)',
  'own-seat':
    'a signed-in player joining a game from the lobby, or taking the invitation of a rated one, in which their account holds a seat already',
  'rated-options':
    "a rated game asked for with options other than the game's defaults (ratings are kept for the standard rules only)",
  'range-casual':
    'a rating range asked for on a casual game: only a rated seek has one (it is measured in ratings)',
  'out-of-range':
    "a signed-in player joining a rated seek whose rating range does not include their rating (in the game's rules and speed class; 1500 before their first rated game there)",
  'operator-only':
    "a request for what only the server's operator may read (the list of repeated pairings) without the operator's token (OPERATOR_TOKEN), or with a wrong one",
} as const satisfies Record<string, string>;

export type ServerErrorCode = keyof typeof SERVER_ERRORS;
