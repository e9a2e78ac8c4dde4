import { savedName } from './connection.js';

/** The name the player plays under, shown to the others beside its seat's name; none when left empty. */
export function NameForm(props: { name: string | null; rename: (name: string) => void }) {
  return (
    <form
      class="online-name"
      onSubmit={(e) => {
        e.preventDefault();
        const input = (e.currentTarget as HTMLFormElement).elements.namedItem('name');
        // Empty, it clears the name: the seat shows as its colour again.
        props.rename((input as HTMLInputElement).value.trim());
      }}
    >
      <label for="online-name">Your name</label>
      <input
        id="online-name"
        name="name"
        type="text"
        maxLength={40}
        placeholder="optional"
        defaultValue={props.name ?? savedName() ?? ''}
      />
      <button type="submit">Save</button>
    </form>
  );
}
