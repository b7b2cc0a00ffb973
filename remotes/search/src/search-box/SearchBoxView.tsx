import styled from '@emotion/styled';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { TextInput, lazyComponent } from '@app/ui';
import type { SearchOption } from './search-options';

/** The rows' avatars come with the Nostr components (@app/ui/nostr), loaded once the list first shows. */
export const SuggestionRow = lazyComponent<{ option: SearchOption }>(
  () => import('./SuggestionRow').then((module) => module.SuggestionRow),
  ({ option }) => <span>{plainLabel(option)}</span>,
);

function plainLabel(option: SearchOption): string {
  if (option.kind === 'person') return option.person.name;
  if (option.kind === 'search') return option.label;
  return option.entry.type === 'person' ? option.entry.name : option.entry.query;
}

const Wrapper = styled.div`
  position: relative;
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  overflow: hidden;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
`;

const Option = styled.li<{ $active: boolean }>`
  padding: 8px 12px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.accent}` : 'none')};
  outline-offset: -2px;
`;

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 8px 12px 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const LinkButton = styled.button`
  background: none;
  border: none;
  color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
  font: inherit;
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
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        autoFocus={props.autoFocus}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={props.onKeyDown}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
      {busy && <Message role="status">Looking up…</Message>}
      {error && <Message role="alert" $error>{error}</Message>}
      <Popup hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
        {showingRecent && (
          <Heading>
            <span>Recent searches</span>
            {props.onClearRecent && <LinkButton type="button" onClick={props.onClearRecent}>Clear</LinkButton>}
          </Heading>
        )}
        <List id={listId} role="listbox" aria-label={showingRecent ? 'Recent searches' : 'Suggestions'} data-results-for={props.resultsFor}>
          {options.map((option, index) => (
            <Option
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              $active={index === activeIndex}
              onClick={() => props.onChoose(option)}
              onMouseEnter={() => props.onHover?.(index)}
            >
              <SuggestionRow option={option} />
            </Option>
          ))}
        </List>
      </Popup>
    </Wrapper>
  );
}
