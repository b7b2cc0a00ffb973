import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@app/ui';

const Anchor = styled.div`
  position: relative;
`;

const List = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
  display: flex;
  flex-direction: column;
  min-width: 160px;
  padding: ${({ theme }) => theme.spacing.xs}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const Item = styled.button`
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface ProfileMenuItem {
  label: string;
  onSelect(): void;
}

/** The '⋯' profile menu: a button that opens a list of actions; Escape or a click outside closes it. */
export function ProfileMenu({ items }: { items: ProfileMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  if (items.length === 0) return null;
  return (
    <Anchor ref={anchor}>
      <Button variant="secondary" size="sm" aria-label="Profile menu" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        ⋯
      </Button>
      {open && (
        <List role="menu" aria-label="Profile menu">
          {items.map((item) => (
            <Item
              key={item.label}
              role="menuitem"
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </Item>
          ))}
        </List>
      )}
    </Anchor>
  );
}
