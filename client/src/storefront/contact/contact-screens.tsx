/** The help desk, the call-back request, the consent text and joining and leaving the newsletter, loaded when one of them is opened. */
export { CallBackView as CallBackScreen } from './views/CallBackView';
export { ConfirmSubscriptionView as ConfirmSubscriptionScreen } from './views/ConfirmSubscriptionView';
export { HelpView as HelpScreen } from './views/HelpView';
export { PersonalDataView as PersonalDataScreen } from './views/PersonalDataView';
export { UnsubscribeView as UnsubscribeScreen } from './views/UnsubscribeView';
