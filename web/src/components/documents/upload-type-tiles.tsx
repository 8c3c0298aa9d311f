import { UPLOAD_TILE_TYPES } from '#common/api/documents.ts';
import { cn } from '../ui/cn.ts';
import { documentTypeLabel } from '../../lib/document-types.ts';

export type UploadTileType = (typeof UPLOAD_TILE_TYPES)[number];

const TILE_DESCRIPTIONS: Record<UploadTileType, string> = {
  'aov-report': 'Assessment of Value report',
  'sdr-report': 'Sustainability disclosures',
  'investor-communications': 'Letters, factsheets and other investor communications',
};

/** The three document type tiles (spec §2.7), one radio button each. */
export function UploadTypeTiles({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: UploadTileType;
  onChange: (type: UploadTileType) => void;
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">Document type</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {UPLOAD_TILE_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700',
              value === type
                ? 'border-blue-700 bg-blue-50 ring-1 ring-blue-700'
                : 'border-slate-300 hover:bg-slate-50',
            )}
          >
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                aria-describedby={`${id}-${type}-description`}
                className="size-4 accent-blue-700"
              />
              {documentTypeLabel(type)}
            </span>
            <span id={`${id}-${type}-description`} className="text-slate-700">
              {TILE_DESCRIPTIONS[type]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
