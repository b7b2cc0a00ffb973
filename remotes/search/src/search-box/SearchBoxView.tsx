import styled from '@emotion/styled';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { TextInput, lazyComponent } from '@app/ui';
import type { SearchOption } from './search-options';
import type { SuggestionPopupProps } from './SuggestionPopup';

/** The list (its rows' avatars come with @app/ui/nostr) loads when it first opens: a page's first load has only the field. */
export const SuggestionPopup = lazyComponent<SuggestionPopupProps>(() => import('./SuggestionPopup').then((module) => module.SuggestionPopup));

const Wrapper = styled.div`
  position: relative;
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 4px 0 0;
  font-size: 0.85rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.muted)};
`;

export interface SearchBoxViewProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Whether the list shows (focused, with rows). */
  open: boolean;
  options: SearchOption[];
  /** The highlighted row, -1 for none. */
  activeIndex: number;
  onChoose: (option: SearchOption) => void;
  onHover?: (index: number) => void;
  /** The query the people rows were computed for (the bench and tests wait for it). */
  resultsFor?: string;
  /** True while the rows show recent searches (an empty box). */
  showingRecent?: boolean;
  onClearRecent?: () => void;
  /** An identifier or name that leads nowhere, said under the box. */
  error?: string;
  /** Shown while a name or key is being looked up. */
  busy?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The search box (spec 1 'Search'): an ARIA combobox with suggestions, recent searches, and lookup errors. */
export function SearchBoxView(props: SearchBoxViewProps) {
  const { label, value, open, options, activeIndex, showingRecent, error, busy } = props;
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && options.length > 0;
  return (
    <Wrapper role="search">
      <TextInput
        ref={props.inputRef}
        type="search"
        role="combobox"
        aria-label={label}
        placeholder={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${listId}-error` : undefined}
        autoComplete="off"
        autoFocus={props.autoFocus}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={props.onKeyDown}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
      {busy && <Message role="status">Looking up…</Message>}
      {error && (
        <Message id={`${listId}-error`} role="alert" $error>
          {error}
        </Message>
      )}
      {expanded && (
        <SuggestionPopup
          listId={listId}
          optionId={optionId}
          options={options}
          activeIndex={activeIndex}
          showingRecent={Boolean(showingRecent)}
          resultsFor={props.resultsFor}
          onChoose={props.onChoose}
          onHover={props.onHover}
          onClearRecent={props.onClearRecent}
        />
      )}
    </Wrapper>
  );
}
