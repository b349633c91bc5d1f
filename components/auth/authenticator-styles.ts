// Amplify UI's styles for the Authenticator alone: its theme's custom properties (base.css) and the
// primitives its screens render, instead of styles.css (~330 KB, every primitive and connected
// component: storage browser, liveness, AI conversation, ...). The order is styles.css's own, of
// which each file is a slice, so the rules cascade as they did. A primitive the Authenticator starts
// rendering needs its file here (listed in @aws-amplify/ui-react/dist/styles/).
import '@aws-amplify/ui-react/styles/base.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/text.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/heading.css';
import '@aws-amplify/ui-react/styles/icon.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/loader.css';
import '@aws-amplify/ui-react/styles/copy.css';
import '@aws-amplify/ui-react/styles/alert.css';
import '@aws-amplify/ui-react/styles/authenticator.css';
import '@aws-amplify/ui-react/styles/dialCodeSelect.css';
import '@aws-amplify/ui-react/styles/divider.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/fieldset.css';
import '@aws-amplify/ui-react/styles/passwordField.css';
import '@aws-amplify/ui-react/styles/phoneNumberField.css';
import '@aws-amplify/ui-react/styles/radio.css';
import '@aws-amplify/ui-react/styles/radiogroup.css';
import '@aws-amplify/ui-react/styles/radioGroupField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/tabs.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/fieldModifiers.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
