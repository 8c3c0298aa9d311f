import { useId } from 'react';
import type { ProductAccessItem } from '#common/api/admin.ts';
import { MODULES, MODULE_DISPLAY_NAMES, type ModuleName } from '#common/modules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { accessWithChanges, hasAllModules, isChanged, type AccessChanges } from '../lib/access-changes.ts';
import { AccessSwitch } from './access-switch.tsx';

export const GATING_OFF_EFFECTIVE = 'Now: On — gating is off';

type ProductAccessTableProps = {
  items: readonly ProductAccessItem[];
  changes: AccessChanges;
  /** MODULE_PERMISSIONS: off means every client has every module now, whatever its switches say. */
  gating: boolean;
  onToggle: (item: ProductAccessItem, module: ModuleName, value: boolean) => void;
  onToggleAll: (item: ProductAccessItem, value: boolean) => void;
};

export function ProductAccessTable({
  items,
  changes,
  gating,
  onToggle,
  onToggleAll,
}: ProductAccessTableProps) {
  const changedId = useId();
  return (
    <>
      <p id={changedId} hidden>
        Unsaved change
      </p>
      <DataTable
        caption="Module access per client"
        captionHidden
        head={
          <tr>
            <th scope="col" className={TH_CLASS}>
              Client
            </th>
            {MODULES.map((module) => (
              <th key={module} scope="col" className={`${TH_CLASS} whitespace-normal`}>
                {MODULE_DISPLAY_NAMES[module]}
              </th>
            ))}
            <th scope="col" className={TH_CLASS}>
              <span className="sr-only">Every module</span>
            </th>
          </tr>
        }
      >
        {items.map((item) => {
          const access = accessWithChanges(item, changes);
          const allOn = hasAllModules(item, changes);
          return (
            <tr key={item.userId}>
              <th scope="row" className={`${TD_CLASS} min-w-48 text-left font-normal`}>
                <span className="block font-medium text-slate-900">{item.userName}</span>
                <span className="block break-words text-slate-700">{item.userEmail}</span>
              </th>
              {MODULES.map((module) => (
                <td key={module} className={TD_CLASS}>
                  <AccessSwitch
                    checked={access[module]}
                    label={`${MODULE_DISPLAY_NAMES[module]} for ${item.userName}`}
                    changed={isChanged(changes, item.userId, module)}
                    changedDescriptionId={changedId}
                    effective={!gating && !access[module] ? GATING_OFF_EFFECTIVE : undefined}
                    onChange={(value) => onToggle(item, module, value)}
                  />
                </td>
              ))}
              <td className={`${TD_CLASS} whitespace-nowrap`}>
                <Button variant="ghost" size="sm" onClick={() => onToggleAll(item, !allOn)}>
                  {allOn ? 'All off' : 'All on'}
                  <span className="sr-only"> for {item.userName}</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}
