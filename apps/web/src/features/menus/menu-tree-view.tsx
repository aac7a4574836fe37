import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isSwitchable, type TMenuNode } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditIcon } from '../../components/icons';

const SoldOutIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 0 1 6.32 12.9L7.1 5.68A7.96 7.96 0 0 1 12 4Zm-6.32 3.1L16.9 18.32A8 8 0 0 1 5.68 7.1Z" />
  </SvgIcon>
);

const ExpandMoreIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
  </SvgIcon>
);
const ExpandLessIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" />
  </SvgIcon>
);

const money = (cents: number | null) => (cents === null ? '' : `${(cents / 100).toFixed(2)} €`);

interface Props {
  nodes: TMenuNode[];
  onSwitch(id: string, isEnabled: boolean): void;
  /** Opens the editor of an element's own name, price and image; absent when read-only. */
  onEdit?: ((node: TMenuNode) => void) | undefined;
  /** Opens sold out / back on sale for a category, dish, combo or modifier (every connection). */
  onSoldOut?: ((node: TMenuNode) => void) | undefined;
  readOnly: boolean;
  /** Open every dish's modifiers (while searching). */
  expandAll: boolean;
  depth?: number;
}

/** A connection's menu: categories open, each dish's modifier groups and combo components on demand. */
export function MenuTreeView({ nodes, onSwitch, onEdit, onSoldOut, readOnly, expandAll, depth = 0 }: Props) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {nodes.map((node) => (
        <MenuTreeRow
          key={node.id}
          node={node}
          onSwitch={onSwitch}
          onEdit={onEdit}
          onSoldOut={onSoldOut}
          readOnly={readOnly}
          expandAll={expandAll}
          depth={depth}
        />
      ))}
    </Box>
  );
}

function MenuTreeRow({
  node,
  onSwitch,
  onEdit,
  onSoldOut,
  readOnly,
  expandAll,
  depth = 0,
}: Omit<Props, 'nodes'> & { node: TMenuNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(node.kind === 'category');
  const expanded = open || (expandAll && node.children.length > 0);
  const isCategory = node.kind === 'category';
  const isGroup = node.kind === 'modifierGroup';
  const canSwitch = !readOnly && isSwitchable(node);
  return (
    <Box component="li" data-testid="menu-node" data-node-id={node.id} data-kind={node.kind}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: depth * 3,
          py: isCategory ? 1 : 0.25,
          borderBottom: isCategory ? 1 : 0,
          borderColor: 'divider',
          opacity: node.isDisabledInRk || node.isBrokenCombo ? 0.6 : 1,
        }}
      >
        {node.children.length > 0 && !isCategory ? (
          <IconButton
            size="small"
            onClick={() => setOpen(!expanded)}
            aria-label={expanded ? t('menus.collapse') : t('menus.expand')}
          >
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        ) : (
          !isCategory && <Box sx={{ width: 34 }} />
        )}
        <Typography
          variant={isCategory ? 'subtitle1' : 'body2'}
          sx={{
            flex: 1,
            fontWeight: isCategory || isGroup ? 600 : 400,
            color: isGroup ? 'text.secondary' : undefined,
          }}
          data-testid="menu-node-name"
        >
          {node.name}
          {isGroup && node.max !== null && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {t('menus.pick', { min: node.min ?? 0, max: node.max })}
            </Typography>
          )}
        </Typography>
        {node.isBrokenCombo && (
          <Chip size="small" color="warning" label={t('menus.brokenCombo')} data-testid="broken-combo" />
        )}
        {node.isDisabledInRk && !node.isBrokenCombo && (
          <Chip size="small" color="default" label={t('menus.disabledInRk')} data-testid="disabled-in-rk" />
        )}
        {node.rkCode && (
          <Typography variant="caption" color="text.secondary">
            {t('menus.code', { code: node.rkCode })}
          </Typography>
        )}
        {node.kind !== 'category' && !isGroup && (
          <Typography variant="body2" sx={{ width: 80, textAlign: 'right' }}>
            {money(node.price)}
          </Typography>
        )}
        {onEdit && ['dish', 'combo', 'modifier'].includes(node.kind) && (
          <IconButton
            size="small"
            onClick={() => onEdit(node)}
            aria-label={t('menus.edit.open', { name: node.name })}
            data-testid="menu-edit"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        )}
        {onSoldOut && ['category', 'dish', 'combo', 'modifier'].includes(node.kind) && (
          <IconButton
            size="small"
            onClick={() => onSoldOut(node)}
            aria-label={t('menus.soldOut.open', { name: node.name })}
            data-testid="menu-sold-out"
          >
            <SoldOutIcon fontSize="small" />
          </IconButton>
        )}
        {!isGroup && (
          <Switch
            size="small"
            checked={node.isEnabled}
            disabled={!canSwitch}
            onChange={(_, checked) => onSwitch(node.id, checked)}
            slotProps={{ input: { 'aria-label': t('menus.switchFor', { name: node.name }) } }}
            data-testid="menu-switch"
          />
        )}
      </Box>
      {expanded && node.children.length > 0 && (
        <MenuTreeView
          nodes={node.children}
          onSwitch={onSwitch}
          onEdit={onEdit}
          onSoldOut={onSoldOut}
          readOnly={readOnly}
          expandAll={expandAll}
          depth={depth + 1}
        />
      )}
    </Box>
  );
}
