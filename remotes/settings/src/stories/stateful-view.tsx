import { useState, type ComponentType } from 'react';

/** Props of a settings page view: the group's values in, partial changes out. */
interface GroupView<V> {
  value: V;
  onChange: (partial: Partial<V>) => void;
}

/** A story render whose view keeps its own changes (as the store would), each also reported to the story's spy. */
export function renderStateful<V>(View: ComponentType<GroupView<V>>) {
  return function StatefulView(args: GroupView<V>) {
    const [value, setValue] = useState(args.value);
    const change = (partial: Partial<V>) => {
      setValue((current) => ({ ...current, ...partial }));
      args.onChange(partial);
    };
    return <View value={value} onChange={change} />;
  };
}
