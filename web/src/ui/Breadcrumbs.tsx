import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronRightIcon } from './icons.tsx';

export interface BreadcrumbItem {
  label: string;
  /** Route path: the item becomes a link. */
  to?: string;
  /** Without `to`: the item becomes a button (e.g. going up a support-material category). */
  onSelect?: () => void;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledCurrent = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const renderTrail = (item: BreadcrumbItem) => {
  if (item.to !== undefined) return <StyledLink to={item.to}>{item.label}</StyledLink>;
  if (item.onSelect) {
    return (
      <StyledButton type="button" onClick={item.onSelect}>
        {item.label}
      </StyledButton>
    );
  }
  return <span>{item.label}</span>;
};

// Labels may repeat across levels (two categories can share a name), so each key is the path of
// labels up to the item, which is unique within a trail.
const withKeys = (items: readonly BreadcrumbItem[]) => {
  let path = '';
  return items.map((item) => {
    path = `${path}/${item.label}`;
    return { item, key: path };
  });
};

/** Breadcrumb trail (nav 'Trilha'); the last item is the current page and is not a link. */
export const Breadcrumbs = ({ items }: BreadcrumbsProps) => {
  const entries = withKeys(items);
  const lastKey = entries.at(-1)?.key;
  return (
    <nav aria-label="Trilha">
      <StyledList>
        {entries.map(({ item, key }) =>
          key === lastKey ? (
            <StyledItem key={key}>
              <StyledCurrent aria-current="page">{item.label}</StyledCurrent>
            </StyledItem>
          ) : (
            <StyledItem key={key}>
              {renderTrail(item)}
              <ChevronRightIcon size={14} />
            </StyledItem>
          ),
        )}
      </StyledList>
    </nav>
  );
};
