import { useEffect, useState } from 'preact/hooks';
import type { Me } from '@trigon/protocol';
import { savedToken, saveToken, takeInvitation } from '../online/protocol.js';
import { accountSeatToken } from './seatToken.js';
import { useMe } from './session.js';

/**
 * Whether the game's page may connect: at once with a seat token in this browser (a link for
 * another seat is then only shown, not taken) or nobody signed in; otherwise once the signed-in
 * player's seat there is known, whose token is then kept in this browser as any other seat's (so
 * the connection plays it), and an invitation link's seat is theirs (as a join from the lobby
 * makes it), so that the game is among their games and comes back on their other devices.
 */
export function useAccountSeat(game: string, linkToken: string | undefined): boolean {
  const { me } = useMe();
  const saved = savedToken(game);
  const settled = saved !== undefined && saved !== linkToken;
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (settled || !me) return;
    let gone = false;
    void accountSeat(game, me, linkToken).then((token) => {
      if (gone) return;
      if (token) saveToken(game, token);
      setAsked(true);
    });
    return () => void (gone = true);
  }, [game, settled, me?.name, linkToken]);
  return settled || me === null || asked;
}

/**
 * The token of the seat the account holds in `game` (this browser's, or found in its games),
 * after giving it the link's seat when it holds none other. A refusal leaves the link as it
 * was: its token plays the seat all the same.
 */
async function accountSeat(
  game: string,
  me: Me,
  linkToken: string | undefined,
): Promise<string | undefined> {
  const own = savedToken(game) ?? (await accountSeatToken(game, me));
  if (linkToken === undefined || (own !== undefined && own !== linkToken)) return own;
  await takeInvitation(game, linkToken).catch(() => undefined);
  return own;
}
