/** What the server keeps about players: accounts and their sessions; the interface both stores offer. */

export interface StoredUser {
  /** Random and fixed: seats and ratings point at it, so a name is all a user shows. */
  readonly id: string;
  readonly name: string;
  /** The Argon2id hash in PHC form (algorithm, parameters, salt and hash in one string). */
  readonly passwordHash: string;
  readonly createdAt: number;
}

export interface StoredSession {
  /** SHA-256 of the session id, hex: the id itself is only in the player's cookie. */
  readonly idHash: string;
  readonly userId: string;
  /** The token a state-changing request must carry in its `x-csrf-token` header. */
  readonly csrf: string;
  readonly expiresAt: number;
}

export interface AccountStore {
  /** Creates the user; resolves false, changing nothing, when the name is taken in any case. */
  createUser(user: StoredUser): Promise<boolean>;
  /** The user whose name is `name` in any mix of capitals. */
  userByName(name: string): Promise<StoredUser | undefined>;
  userById(id: string): Promise<StoredUser | undefined>;
  /** Sets the password's hash and ends every session of the user but `keep`. */
  setPassword(userId: string, passwordHash: string, keep: string): Promise<void>;
  /** Deletes the user with every session; the games they played stay. */
  deleteUser(userId: string): Promise<void>;

  /**
   * Creates the session if its user still has `passwordHash`, the hash its password was checked
   * against: resolves false, creating nothing, when the password changed or the user was
   * deleted since (a session made then would outlive the change that ends every other one).
   */
  createSession(session: StoredSession, passwordHash: string): Promise<boolean>;
  /** The session with this hash and its user, if it has not expired at `now`. */
  session(
    idHash: string,
    now: number,
  ): Promise<{ session: StoredSession; user: StoredUser } | undefined>;
  /** Moves the session's expiry (sliding sessions). */
  extendSession(idHash: string, expiresAt: number): Promise<void>;
  endSession(idHash: string): Promise<void>;
  /** Deletes the sessions expired before `now`; resolves how many. */
  expireSessions(now: number): Promise<number>;

  /** Records that the account holds the seat, with its token for the account's other devices. */
  addSeat(seat: AccountSeat): Promise<void>;
  /** The seats accounts hold in one game, with their tokens, by seat. */
  seatsIn(gameId: string): Promise<AccountSeat[]>;
  /** The seats the account holds in games finished (or not), newest first. */
  seatsOf(userId: string, finished: boolean, limit: number, offset: number): Promise<AccountSeat[]>;
  /** The names of these accounts; a deleted one is absent. */
  names(userIds: readonly string[]): Promise<Map<string, string>>;
}

/** A seat of a game held by an account. */
export interface AccountSeat {
  readonly gameId: string;
  readonly seat: number;
  readonly userId: string;
  /**
   * The seat's token, kept so that the account's player can come back to the game on any
   * device; given only to a session of that account (GET /api/me/games).
   */
  readonly token: string;
  readonly createdAt: number;
}

/** The key that makes names unique whatever their capitals. */
export function nameKey(name: string): string {
  return name.toLowerCase();
}
