/** The shop's exact wording for logging in, registering, the account area and vendors. */
export const accountMessages = {
  // Login. One message for an unknown account and a wrong password, so a visitor cannot learn
  // which accounts exist.
  loginFailed: "Unknown username or email address, or incorrect password. Please try again.",
  loginMissing: "Please enter your username or email address and your password.",
  loginThrottled: (seconds: number) =>
    `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  loggedIn: "You are now logged in.",
  registrationLimit: "Too many accounts have been created from your network. Please try again in an hour.",
  loggedOut: "You have been logged out.",
  // Registration.
  usernameRequired: "Please enter a username.",
  usernameInvalid:
    "Please enter a valid username: 3 to 60 characters, using letters, digits, dots, hyphens and underscores.",
  usernameTaken: "An account is already registered with that username. Please choose another.",
  emailInvalid: "Please provide a valid email address.",
  passwordTooShort: (min: number) => `Your password must be at least ${min} characters long.`,
  passwordTooLong: (max: number) => `Your password must be at most ${max} characters long.`,
  passwordCommon: "This password is too common. Please choose a less obvious one.",
  passwordLikeName: "Your password must not be your username or email address.",
  roleInvalid: "Please choose whether you are a customer or a vendor.",
  shopUrlRequired: "Please enter a shop URL for your shop.",
  shopUrlInvalid:
    "Please enter a valid shop URL: 3 to 50 lowercase letters, digits and hyphens, starting and ending with a letter or digit.",
  shopUrlReserved: "That shop URL is reserved. Please choose another.",
  shopUrlTaken: "That shop URL is already taken. Please choose another.",
  registered: "Your account was created. Welcome!",
  registeredVendor: "Your account was created. Your shop will open once the shop owner approves it.",
  badRequest: "This form could not be read. Please reload the page and try again.",
  // Lost password.
  lostPasswordIntro:
    "Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.",
  lostPasswordSent:
    "If an account matches what you entered, a password reset email has been sent to its email address. The link works once, for 1 hour.",
  lostPasswordMissing: "Please enter a username or email address.",
  /** Reset requests for one login or from one address, too many too fast (no login failed). */
  lostPasswordThrottled: (seconds: number) =>
    `Too many password reset requests. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  resetInvalid: "This password reset link is invalid or has expired. Please ask for a new one.",
  resetMismatch: "The passwords do not match.",
  resetDone: "Your password has been reset. Please log in with your new password.",
  resetMailSubject: (store: string) => `Password reset request for ${store}`,
  resetMailText: (store: string, username: string, link: string) =>
    `Someone has requested a new password for the following account on ${store}:\n\nUsername: ${username}\n\nIf you did not make this request, just ignore this email. If you would like to proceed, open this link (it works once, within 1 hour):\n\n${link}\n`,
  // An account made at checkout.
  welcomeMailSubject: (store: string) => `Your ${store} account has been created!`,
  welcomeMailText: (store: string, username: string, link: string) =>
    `Hi ${username},\n\nThanks for creating an account on ${store} with your order. Your username is ${username}.\n\nYou can see your orders, change your addresses and password, and more in your account: ${link}\n\nWe look forward to seeing you soon.\n`,
  // Account details.
  detailsSaved: "Account details changed successfully.",
  // Told to the account's address whenever its address or password changes, so that a change the
  // customer did not make (someone at a computer left logged in) does not go unnoticed.
  emailChangedMailSubject: (store: string) => `Your ${store} email address was changed`,
  emailChangedMailText: (store: string, username: string, newEmail: string, contactLink: string) =>
    `Hi ${username},\n\nThe email address of your account on ${store} was changed to ${newEmail}. Mail from the shop now goes there.\n\nIf you did not make this change, please contact us at once: ${contactLink}\n`,
  passwordChangedMailSubject: (store: string) => `Your ${store} password was changed`,
  passwordChangedMailText: (store: string, username: string, contactLink: string) =>
    `Hi ${username},\n\nThe password of your account on ${store} was changed, and every other device logged in to it was logged out.\n\nIf you did not make this change, please contact us at once: ${contactLink}\n`,
  firstNameTooLong: (max: number) => `First name is too long: use at most ${max} characters.`,
  lastNameTooLong: (max: number) => `Last name is too long: use at most ${max} characters.`,
  displayNameTooLong: (max: number) => `Display name is too long: use at most ${max} characters.`,
  currentPasswordWrong: "Your current password is incorrect.",
  currentPasswordRequired: "Please enter your current password.",
  newPasswordsMismatch: "New passwords do not match.",
  /** The current password typed, but no new one (and the e-mail address unchanged): nothing to check it for. */
  passwordFieldsIncomplete: "Please fill out all password fields.",
  addressSaved: "Address changed successfully.",
  addressInvalid: "Please check the address fields.",
  noOrders: "No order has been made yet.",
  // Vendors.
  yourShop: "Your shop",
  pendingApproval: "Pending approval",
  approved: "Approved",
} as const;
