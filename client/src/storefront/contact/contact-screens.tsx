/** The help desk, the call-back request and the consent text, loaded when one of them is opened. */
import type { ComponentType } from 'react';
import { FormTheme } from '../forms/FormTheme';
import { CallBackView } from './views/CallBackView';
import { HelpView } from './views/HelpView';

export { PersonalDataView as PersonalDataScreen } from './views/PersonalDataView';

export const HelpScreen: ComponentType = () => (
  <FormTheme>
    <HelpView />
  </FormTheme>
);

export const CallBackScreen: ComponentType = () => (
  <FormTheme>
    <CallBackView />
  </FormTheme>
);
