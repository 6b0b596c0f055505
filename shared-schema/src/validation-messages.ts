/** The exact validation texts of spec §5; forms and the server show the same words. */
export const MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be less than 30 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  selectService: 'Please select at least one service',
  selectBusinessSize: 'Please select at least one business size',
  selectIndustry: 'Please select an industry',
  selectBudget: 'Please select a budget range',
  selectTimeline: 'Please select when you need to start',
  startDateRequired: 'Start date is required',
  required: (label: string) => `${label} is required`,
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: (label: string) => `${label} may hold only digits, spaces and + - ( )`,
  phoneTooShort: (label: string) => `${label} must have at least 7 digits`,
  firmNameRequired: 'Firm name is required',
} as const;
