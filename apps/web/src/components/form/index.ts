export { applyServerErrors } from './apply-server-errors';
export { FormMultiSelectField } from './form-multi-select-field';
export { FormPage, FormSection } from './form-page';
export { FormPasswordField } from './form-password-field';
export { FormSelectField, type SelectOption } from './form-select-field';
export { FormSwitchField } from './form-switch-field';
export { FormTextField } from './form-text-field';
export { FormSliderField } from './form-slider-field';
export { FormToggleField, type ToggleOption } from './form-toggle-field';
