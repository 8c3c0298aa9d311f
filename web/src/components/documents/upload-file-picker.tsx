import type { ChangeEvent, DragEvent, RefObject } from 'react';
import { FileUp, UploadCloud } from 'lucide-react';
import { buttonClassName } from '../ui/button-styles.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { formatFileSize } from '../../lib/format.ts';
import { ACCEPT_ATTRIBUTE, DROP_ZONE_HINT, DROP_ZONE_TEXT } from '../../lib/documents/upload-file.ts';

type UploadFilePickerProps = {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  dragging: boolean;
  working: boolean;
  /** Upload is refused (the file was checked and failed). */
  invalid: boolean;
  /** Clear is refused (nothing to clear, or the file is on its way). */
  clearDisabled: boolean;
  onDragging: (dragging: boolean) => void;
  onDrop: (event: DragEvent<HTMLDivElement>) => void;
  onInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onUpload: () => void;
  onClear: () => void;
};

/** The drop zone (a click opens the file chooser) and the Choose File / Upload / Clear buttons. */
export function UploadFilePicker(props: UploadFilePickerProps) {
  const { id, inputRef, file, dragging, working } = props;
  return (
    <>
      <div
        onClick={() => !working && inputRef.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!working) props.onDragging(true);
        }}
        onDragLeave={() => props.onDragging(false)}
        onDrop={props.onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center',
          dragging ? 'border-blue-700 bg-blue-50' : 'border-slate-400 bg-slate-50',
          working && 'cursor-not-allowed opacity-70',
        )}
      >
        <UploadCloud className="size-8 text-slate-600" aria-hidden="true" />
        <p className="font-medium text-slate-900">{DROP_ZONE_TEXT}</p>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {DROP_ZONE_HINT}
        </p>
        {file && (
          <p className="mt-2 text-sm break-all text-slate-900">
            <span className="sr-only">Selected file: </span>
            <FileUp className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
            <span className="font-semibold">{file.name}</span> ({formatFileSize(file.size)})
          </p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          onChange={props.onInputChange}
          disabled={working}
          aria-describedby={`${id}-hint`}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-file`}
          className={buttonClassName({
            variant: 'secondary',
            className: cn(
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700',
              working && 'pointer-events-none opacity-60',
            ),
          })}
        >
          Choose File
        </label>
        <Button onClick={props.onUpload} disabled={!file || working || props.invalid}>
          {working ? 'Uploading...' : 'Upload'}
        </Button>
        <Button variant="ghost" onClick={props.onClear} disabled={props.clearDisabled}>
          Clear
        </Button>
      </div>
    </>
  );
}
