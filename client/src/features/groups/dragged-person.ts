// What a drag from the people list carries: the kind of person and their GraphQL id.
export type PersonKind = 'staff' | 'intern';
const TYPE = 'application/x-vbs-person';

export function startPersonDrag(dataTransfer: DataTransfer, kind: PersonKind, id: string) {
  dataTransfer.setData(TYPE, JSON.stringify({ kind, id }));
  dataTransfer.setData('text/plain', id);
  dataTransfer.effectAllowed = 'copy';
}

export function readDraggedPerson(dataTransfer: DataTransfer): { kind: PersonKind; id: string } | null {
  try {
    const value = JSON.parse(dataTransfer.getData(TYPE)) as { kind?: unknown; id?: unknown };
    return (value.kind === 'staff' || value.kind === 'intern') && typeof value.id === 'string' ? { kind: value.kind, id: value.id } : null;
  } catch {
    return null;
  }
}
