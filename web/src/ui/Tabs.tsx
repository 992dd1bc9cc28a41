import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';

export interface TabItem {
  /** Stable identifier, used for the React key and the element ids. */
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled: the parent owns the index (e.g. the financial page opens on tab 1, docs/product.md §5.4). */
  selectedIndex: number;
  onChange: (index: number) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
}

const StyledList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.spacing(4)};
`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select, skipping disabled tabs. */
export const Tabs = ({ tabs, selectedIndex, onChange, label, children }: TabsProps) => {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${tabs[index]?.id ?? index}`;
  const panelId = `${baseId}-panel`;

  const enabledIndexes = tabs.flatMap((tab, index) => (tab.disabled ? [] : [index]));

  const move = (target: number | undefined) => {
    if (target === undefined) return;
    onChange(target);
    tabRefs.current[target]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabledIndexes.indexOf(selectedIndex);
    const count = enabledIndexes.length;
    if (count === 0) return;
    const keyTargets: Record<string, number | undefined> = {
      ArrowRight: enabledIndexes[(position + 1) % count],
      ArrowLeft: enabledIndexes[(position - 1 + count) % count],
      Home: enabledIndexes[0],
      End: enabledIndexes[count - 1],
    };
    if (!(event.key in keyTargets)) return;
    event.preventDefault();
    move(keyTargets[event.key]);
  };

  return (
    <div>
      <StyledList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <StyledTab
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              $selected={selected}
              onClick={() => onChange(index)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledList>
      <StyledPanel role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
        {children}
      </StyledPanel>
    </div>
  );
};
