/** The admin's way into the parallax admin panel, over a scene's corner. */
export function EditSceneButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="parallax-edit" onClick={onClick}>
      Edit scene<span className="visually-hidden"> ‘{name}’</span>
    </button>
  );
}
