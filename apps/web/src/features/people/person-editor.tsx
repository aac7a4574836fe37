import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  applyServerErrors,
  FormPage,
  FormPasswordField,
  FormSection,
  FormSwitchField,
  FormTextField,
} from '../../components/form';
import { PERSON_FIELDS, type PersonFormValues } from './person-form';

export interface PersonEditorTexts {
  title: string;
  subtitle: string;
  saved: string;
  deleteTitle: string;
  deleteMessage: string;
  deleted: string;
}

interface Props<V extends PersonFormValues & FieldValues, B> {
  texts: PersonEditorTexts;
  isNew: boolean;
  status: 'loading' | 'missing' | 'ready';
  /** The record's values, or the empty form. */
  values: V;
  /** The contract's create or update schema (update: without `id`, blank password kept). */
  schema: z.ZodType<B>;
  /** Fields of the kind beyond the person's own, for server errors. */
  extraFields?: readonly Path<V>[];
  /** The kind's own section (areas, venue). */
  extra?: ReactNode;
  listPath: string;
  save: (body: B) => Promise<unknown>;
  remove?: () => Promise<unknown>;
  testId: string;
}

/** Create or edit an administrator, dealer, manager or operator: account, profile, the kind's extras, access. */
export function PersonEditor<V extends PersonFormValues & FieldValues, B>(props: Props<V, B>) {
  const { texts, isNew, listPath } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<V, unknown, B>({
    resolver: zodResolver(props.schema as never) as never,
    defaultValues: props.values as DefaultValues<V>,
    values: props.values,
    resetOptions: { keepDirtyValues: true },
  });
  const fields = [...PERSON_FIELDS, ...(props.extraFields ?? [])] as Path<V>[];

  const submit = form.handleSubmit(async (body) => {
    try {
      await props.save(body);
      toast.success(texts.saved);
      void navigate(listPath);
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
    }
  });

  const remove = async () => {
    if (!props.remove) return;
    setDeleting(true);
    try {
      await props.remove();
      toast.success(texts.deleted);
      void navigate(listPath, { replace: true });
    } catch (error) {
      applyServerErrors(error, form.setError, []);
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <FormProvider {...form}>
      <FormPage
        title={texts.title}
        subtitle={texts.subtitle}
        backTo={listPath}
        status={props.status}
        onSubmit={(event) => void submit(event)}
        submitting={form.formState.isSubmitting}
        submitLabel={isNew ? t('forms.create') : t('forms.save')}
        onDelete={!isNew && props.remove ? () => setConfirming(true) : undefined}
        testId={props.testId}
      >
        <FormSection title={t('people.form.account')} description={t('people.form.accountText')}>
          <FormTextField<PersonFormValues>
            name="userName"
            label={t('people.fields.userName')}
            required
            autoComplete="off"
          />
          <FormPasswordField<PersonFormValues>
            name="password"
            label={t('people.fields.password')}
            required={isNew}
            autoComplete="new-password"
            hint={isNew ? t('people.form.passwordRule') : t('people.form.passwordKeep')}
          />
        </FormSection>
        <FormSection title={t('people.form.profile')} description={t('people.form.profileText')}>
          <FormTextField<PersonFormValues> name="firstName" label={t('people.fields.firstName')} />
          <FormTextField<PersonFormValues> name="lastName" label={t('people.fields.lastName')} />
          <FormTextField<PersonFormValues>
            name="email"
            type="email"
            label={t('people.fields.email')}
            sx={{ gridColumn: { sm: 'span 2' } }}
          />
        </FormSection>
        {props.extra}
        <FormSection title={t('people.form.access')} description={t('people.form.accessText')}>
          <FormSwitchField<PersonFormValues>
            name="isActive"
            label={t('people.fields.isActive')}
            description={t('people.form.activeText')}
          />
        </FormSection>
      </FormPage>
      <ConfirmDialog
        open={confirming}
        title={texts.deleteTitle}
        message={texts.deleteMessage}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </FormProvider>
  );
}
