/**
 * The owner's items in order, each movable by dragging its handle or by keyboard (focus the
 * handle, Space to pick it up, arrows to move, Space to drop, Escape to cancel): dnd-kit's
 * sortable list with its keyboard sensor. Each drop is one move of one title.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react';
import type { ListItem } from '@media-search/api-client';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import { moveAnnouncements, moveInstructions } from '../lib/move-announcements.ts';
import { ListItemRow } from './list-item-row.tsx';

function SortableRow({ item, onRemove }: { item: ListItem; onRemove: () => void }) {
  const { i18n } = useLingui();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ListItemRow
        item={item}
        heading="h3"
        handle={
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={i18n._('user-lists.move', { title: item.title })}
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
        }
        actions={
          <IconButton
            aria-label={i18n._('user-lists.remove', { title: item.title })}
            onClick={onRemove}
          >
            <DeleteOutlineIcon />
          </IconButton>
        }
      />
    </Box>
  );
}

export function SortableListItems({
  items,
  onMove,
  onRemove,
}: {
  items: readonly ListItem[];
  onMove: (move: { item: ListItem; from: number; to: number }) => void;
  onRemove: (item: ListItem) => void;
}) {
  const { i18n } = useLingui();
  const sensors = useSensors(
    // A press that barely moves is a click or a focus, not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => item.id), [items]);

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    const item = items[from];
    if (item && to >= 0) onMove({ item, from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements: moveAnnouncements(i18n, items),
        screenReaderInstructions: moveInstructions(i18n),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item} onRemove={() => onRemove(item)} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
