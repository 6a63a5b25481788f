/** The help desk, the call-back request and the consent text, loaded when one of them is opened. */
export { CallBackView as CallBackScreen } from './views/CallBackView';
export { HelpView as HelpScreen } from './views/HelpView';
export { PersonalDataView as PersonalDataScreen } from './views/PersonalDataView';
export { UnsubscribeView as UnsubscribeScreen } from './views/UnsubscribeView';
