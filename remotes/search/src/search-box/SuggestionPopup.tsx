import styled from '@emotion/styled';
import type { SearchOption } from './search-options';
import { SuggestionRow } from './SuggestionRow';

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

export interface SuggestionPopupProps {
  listId: string;
  optionId: (index: number) => string;
  options: SearchOption[];
  activeIndex: number;
  showingRecent: boolean;
  resultsFor?: string;
  onChoose: (option: SearchOption) => void;
  onHover?: (index: number) => void;
  onClearRecent?: () => void;
}

/** The search box's open list: suggestions while typing, or the recent searches of an empty box. */
export function SuggestionPopup({ listId, optionId, options, activeIndex, showingRecent, resultsFor, onChoose, onHover, onClearRecent }: SuggestionPopupProps) {
  return (
    <Popup onMouseDown={(event) => event.preventDefault()}>
      {showingRecent && (
        <Heading>
          <span>Recent searches</span>
          {onClearRecent && <LinkButton type="button" onClick={onClearRecent}>Clear</LinkButton>}
        </Heading>
      )}
      <List id={listId} role="listbox" aria-label={showingRecent ? 'Recent searches' : 'Suggestions'} data-results-for={resultsFor}>
        {options.map((option, index) => (
          <Option
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            $active={index === activeIndex}
            onClick={() => onChoose(option)}
            onMouseEnter={() => onHover?.(index)}
          >
            <SuggestionRow option={option} />
          </Option>
        ))}
      </List>
    </Popup>
  );
}
