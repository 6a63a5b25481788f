/** The customer's delivery addresses with their form: a page of its own, so the order pages do not load the form. */
import { AddressesView } from './views/AddressesView';
import { signedIn } from './views/SignedInOnly';

export const AddressesScreen = signedIn(AddressesView);
