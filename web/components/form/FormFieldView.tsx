import type { FormField } from '../../lib/form/FormField.ts';
import type { FormEngine } from '../../lib/form/useFormEngine.ts';
import { ImageCropField } from '../media/ImageCropField.tsx';
import { PdfField } from '../media/PdfField.tsx';
import { Button } from '../ui/Button.tsx';
import { Switch } from '../ui/Switch.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { LoadedSelectField } from './LoadedSelectField.tsx';
import { NumberField } from './NumberField.tsx';
import { RowsField } from './RowsField.tsx';
import { TextListField } from './TextListField.tsx';

/** One field of a spec form, drawn by its kind and wired to the form engine. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function FormFieldView({ field, engine }: { field: FormField<any>; engine: FormEngine }) {
  const { values, set, errorOf } = engine;
  switch (field.kind) {
    case 'text':
      return (
        <>
          <TextField label={field.label} type={field.type} autoComplete={field.autoComplete} isReadOnly={field.readOnly} {...engine.field(field.name)} />
          {field.hint && <p className="field__hint">{field.hint}</p>}
        </>
      );
    case 'textarea':
      return <TextAreaField label={field.label} {...engine.field(field.name)} />;
    case 'date':
      return <TextField label={field.label} type="date" isDisabled={field.disabled} min={field.min?.()} max={field.max?.()} {...engine.field(field.name)} />;
    case 'time':
      return <TextField label={field.label} type="time" {...engine.field(field.name)} />;
    case 'number':
      return <NumberField label={field.label} value={values[field.name] as number | undefined} onChange={(n) => set({ [field.name]: n })} onBlur={() => engine.touch(field.name)} error={errorOf(field.name)} />;
    case 'select':
      return <LoadedSelectField label={field.label} placeholder={field.placeholder} options={field.options} {...engine.field(field.name)} />;
    case 'switch':
      return (
        <div className="field">
          <span className="field__label">{field.label}</span>
          <Switch label={field.label} isSelected={!!values[field.name]} onChange={(on) => set({ [field.name]: on })} />
        </div>
      );
    case 'image': {
      const key = values[field.name] as string | null | undefined;
      return (
        <>
          <ImageCropField
            label={field.label}
            section={field.section}
            aspect={field.aspect}
            format={field.format}
            value={key}
            onChange={(uploaded) => set({ [field.name]: uploaded.Key })}
            onPendingChange={(on) => engine.setPending(field.name, on)}
            error={errorOf(field.name)}
          />
          {field.removeLabel && key && <Button variant="secondary" onPress={() => set({ [field.name]: null })}>{field.removeLabel}</Button>}
        </>
      );
    }
    case 'pdf':
      return <PdfField label={field.label} value={values[field.name] as string | undefined} onSelect={(file) => engine.choosePdf(field.name, file)} error={errorOf(field.name)} />;
    case 'list':
      return <TextListField label={field.label} addLabel={field.addLabel} value={(values[field.name] as string[] | undefined) ?? []} onChange={(list) => set({ [field.name]: list })} error={errorOf(field.name)} />;
    case 'rows':
      return (
        <RowsField
          label={field.label}
          addLabel={field.addLabel}
          columns={field.columns}
          blank={field.blank}
          value={(values[field.name] as Record<string, unknown>[] | undefined) ?? []}
          onChange={(rows) => set({ [field.name]: rows })}
          onBlur={() => engine.touch(field.name)}
          errorAt={(index, key) => engine.errorAt([field.name, index, key])}
          error={engine.errorAt([field.name], true)}
        />
      );
    case 'row':
      return (
        <div className={field.even ? 'form-row form-row--even' : 'form-row'}>
          {field.fields.map((inner, index) => <FormFieldView key={index} field={inner} engine={engine} />)}
        </div>
      );
    case 'custom':
      return field.render({ value: values[field.name] as never, onChange: (value) => set({ [field.name]: value }), error: errorOf(field.name) });
  }
}
