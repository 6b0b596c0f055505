/**
 * Invented-name pools for demo data. Names are combined at random, so no generated person is a
 * real one; pools are per marketplace country so listings look plausible.
 */
export interface NamePool {
  first: readonly string[];
  last: readonly string[];
}

const ANGLO_FIRST = [
  'James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas', 'Mia',
  'Henry', 'Charlotte', 'Jack', 'Amelia', 'Owen', 'Harper', 'Samuel', 'Evelyn', 'Daniel', 'Abigail', 'Caleb', 'Emily',
  'Nathan', 'Grace', 'Ryan', 'Chloe', 'Aaron', 'Hannah', 'Megan', 'Rachel', 'Laura', 'Karen', 'Brian', 'Kevin',
];
const ANGLO_LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright',
  'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker',
];

const US: NamePool = {
  first: [
    ...ANGLO_FIRST, 'Maria', 'Carlos', 'Sofia', 'Diego', 'Jasmine', 'Andre', 'Keisha', 'Marcus', 'Priya', 'Raj', 'Wei',
    'Mei', 'Hiro', 'Yuna', 'Minh', 'Linh', 'Elena', 'Gabriel', 'Destiny', 'Tyrone', 'Aaliyah', 'Javier', 'Lucia', 'Kenji',
  ],
  last: [
    ...ANGLO_LAST, 'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez',
    'Washington', 'Jackson', 'Robinson', 'Patel', 'Shah', 'Nguyen', 'Tran', 'Kim', 'Park', 'Chen', 'Wong', 'Tanaka',
    'Kowalski', 'Novak', 'Russo', 'Romano', 'Cohen', 'Friedman', 'Olsen', 'Larsen', 'Sullivan', 'Murphy', 'Brooks',
  ],
};

const CANADA: NamePool = {
  first: [
    ...ANGLO_FIRST.slice(0, 24), 'Étienne', 'Mathieu', 'Chloé', 'Émilie', 'Julien', 'Gabrielle', 'Marc-André', 'Sophie',
    'Harpreet', 'Gurpreet', 'Amrit', 'Jin', 'Ming', 'Ayesha', 'Omar', 'Tariq', 'Nadia', 'Connor', 'Brooke', 'Logan',
  ],
  last: [
    ...ANGLO_LAST.slice(0, 24), 'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin',
    'Pelletier', 'Leblanc', 'Sandhu', 'Gill', 'Dhillon', 'Grewal', 'Li', 'Wang', 'Zhang', 'MacDonald', 'MacLeod',
    'Fraser', 'Stewart', 'Ahmed', 'Hussain',
  ],
};

const UK: NamePool = {
  first: [
    'Oliver', 'George', 'Harry', 'Alfie', 'Jack', 'Charlie', 'Thomas', 'Freddie', 'William', 'Archie', 'Amelia', 'Isla',
    'Poppy', 'Emily', 'Jessica', 'Sophie', 'Lucy', 'Eleanor', 'Imogen', 'Fiona', 'Alistair', 'Hamish', 'Rhys', 'Gareth',
    'Siobhan', 'Niamh', 'Aisha', 'Imran', 'Sunita', 'Anil', 'Zara', 'Yusuf', 'Ravi', 'Kiran', 'Callum', 'Rosie',
  ],
  last: [
    'Smith', 'Jones', 'Taylor', 'Brown', 'Evans', 'Wilson', 'Davies', 'Roberts', 'Wright', 'Walker', 'Hughes', 'Edwards',
    'Green', 'Hall', 'Wood', 'Thompson', 'Clarke', 'Jackson', 'Lewis', 'Harrison', 'Morgan', 'Patel', 'Khan', 'Ali',
    'Begum', 'Sharma', 'Singh', 'MacKenzie', 'Campbell', 'Ferguson', 'Reid', 'Murray', 'Price', 'Lloyd', 'Bennett',
    'Cooper', 'Fletcher', 'Holmes', 'Palmer', 'Ashworth', 'Pemberton', 'Whitfield',
  ],
};

const AUSTRALIA: NamePool = {
  first: [
    'Jack', 'Oliver', 'William', 'Noah', 'Lachlan', 'Cooper', 'Riley', 'Mitchell', 'Hamish', 'Bailey', 'Charlotte', 'Olivia',
    'Mia', 'Chloe', 'Matilda', 'Isla', 'Zoe', 'Sienna', 'Ruby', 'Georgia', 'Kirra', 'Jarrah', 'Tahlia', 'Nikos',
    'Giorgos', 'Alessandro', 'Giulia', 'Thanh', 'Huong', 'Wei', 'Xin', 'Arjun', 'Deepa', 'Fatima', 'Bilal', 'Brodie',
  ],
  last: [
    'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson',
    'Nguyen', 'Tran', 'Le', 'Ryan', "O'Brien", "O'Connor", 'Kelly', 'Walsh', 'Murphy', 'Papadopoulos', 'Nikolaidis',
    'Rossi', 'Bianchi', 'Costa', 'Chen', 'Liu', 'Huang', 'Singh', 'Kaur', 'Haddad', 'Khoury', 'McKenzie', 'Fitzgerald',
    'Harding', 'Blackwood',
  ],
};

const ARABIC_FIRST = [
  'Mohammed', 'Ahmed', 'Abdullah', 'Khalid', 'Faisal', 'Omar', 'Yousef', 'Hamad', 'Saeed', 'Sultan', 'Rashid', 'Majed',
  'Fahad', 'Tariq', 'Nasser', 'Ali', 'Hassan', 'Ibrahim', 'Fatima', 'Aisha', 'Mariam', 'Noura', 'Huda', 'Layla',
  'Reem', 'Hessa', 'Maha', 'Sara', 'Lina', 'Dana', 'Amal', 'Rania', 'Salma', 'Nada',
];

const UAE: NamePool = {
  first: [
    ...ARABIC_FIRST, 'Rahul', 'Anjali', 'Vikram', 'Sneha', 'Arun', 'Divya', 'Joseph', 'Maria', 'Ramon', 'Liza', 'Daniel',
    'Sarah', 'Thomas', 'Hannah', 'Imran', 'Sana', 'Bilal',
  ],
  last: [
    'Al Mansoori', 'Al Hashimi', 'Al Nuaimi', 'Al Shamsi', 'Al Ketbi', 'Al Dhaheri', 'Al Mazrouei', 'Al Suwaidi',
    'Al Falasi', 'Al Marri', 'Al Zaabi', 'Haddad', 'Khoury', 'Saleh', 'Nasser', 'Menon', 'Nair', 'Pillai', 'Iyer',
    'Kapoor', 'Mehta', 'Fernandes', "D'Souza", 'Santos', 'Reyes', 'Qureshi', 'Siddiqui', 'Carter', 'Hughes', 'Bennett',
  ],
};

const SAUDI: NamePool = {
  first: [...ARABIC_FIRST, 'Turki', 'Bandar', 'Saud', 'Nawaf', 'Mishal', 'Abeer', 'Ghada', 'Jawaher', 'Lamya', 'Wafa'],
  last: [
    'Al Qahtani', 'Al Ghamdi', 'Al Zahrani', 'Al Otaibi', 'Al Harbi', 'Al Dossari', 'Al Shehri', 'Al Mutairi',
    'Al Subaie', 'Al Anazi', 'Al Amri', 'Al Malki', 'Al Shammari', 'Al Juhani', 'Al Rashidi', 'Al Yami', 'Al Sulaiman',
    'Al Faraj', 'Al Hussain', 'Bakr', 'Kattan', 'Bukhari', 'Nasr', 'Saleh',
  ],
};

const GERMANY: NamePool = {
  first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Hannah', 'Maximilian', 'Laura', 'Paul', 'Julia', 'Tobias', 'Katrin', 'Stefan', 'Sabine'],
  last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Wolf', 'Neumann'],
};

const INDIA: NamePool = {
  first: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya', 'Arjun', 'Sneha', 'Rahul', 'Meera', 'Karan', 'Divya', 'Sanjay', 'Pooja'],
  last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Mehta', 'Rao', 'Kapoor', 'Desai', 'Joshi', 'Menon', 'Agarwal', 'Kulkarni'],
};

const SINGAPORE: NamePool = {
  first: ['Wei Ling', 'Jun Jie', 'Hui Min', 'Wei Jie', 'Siti', 'Farid', 'Priya', 'Daniel', 'Rachel', 'Marcus', 'Mei Ling', 'Kumar'],
  last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Rahman', 'Pillai'],
};

const SOUTH_AFRICA: NamePool = {
  first: ['Thabo', 'Lerato', 'Sipho', 'Naledi', 'Pieter', 'Annelie', 'Johan', 'Zanele', 'Mandla', 'Refilwe', 'Ruan', 'Nomvula'],
  last: ['Nkosi', 'Dlamini', 'Botha', 'van der Merwe', 'Mokoena', 'Naidoo', 'Pretorius', 'Khumalo', 'Venter', 'Mthembu', 'Coetzee', 'Ndlovu'],
};

/** Ireland and New Zealand borrow their neighbours' pools. */
export const NAME_POOLS: Readonly<Record<string, NamePool>> = {
  'United States': US,
  Canada: CANADA,
  'United Kingdom': UK,
  Australia: AUSTRALIA,
  'United Arab Emirates': UAE,
  'Saudi Arabia': SAUDI,
  Ireland: UK,
  'New Zealand': AUSTRALIA,
  Singapore: SINGAPORE,
  'South Africa': SOUTH_AFRICA,
  India: INDIA,
  Germany: GERMANY,
};

export function namePoolFor(country: string): NamePool {
  return NAME_POOLS[country] ?? US;
}

/** Firm names: "{prefix} {core} {suffix}", e.g. "Northwind Ledger Partners". */
export const FIRM_PREFIXES = [
  'Northwind', 'Harbor', 'Summit', 'Clearwater', 'Bluebird', 'Ironbark', 'Maple', 'Cedar', 'Granite', 'Silverline',
  'Brightpath', 'Keystone', 'Pinecrest', 'Riverbend', 'Lighthouse', 'Oakridge', 'Evergreen', 'Meridian', 'Crescent',
  'Falcon', 'Beacon', 'Sterling', 'Horizon', 'Willow', 'Redwood', 'Copperleaf', 'Stonebridge', 'Lakeside', 'Trueline',
  'Bluewater', 'Highland', 'Westgate', 'Eastbrook', 'Kingfisher', 'Sandstone', 'Juniper', 'Alder', 'Orchard', 'Harvest',
  'Compass', 'Anchor', 'Pioneer', 'Frontier', 'Vantage', 'Cobalt', 'Sapphire', 'Golden Gate', 'Palm', 'Oasis', 'Dune',
];
export const FIRM_CORES = [
  'Ledger', 'Accounting', 'Tax', 'Advisory', 'Books', 'Financial', 'Numbers', 'Bookkeeping', 'Payroll', 'Accountants',
  'Tax & Accounting', 'Business Services', 'Finance', 'Balance',
];
export const FIRM_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  'United States': ['Partners', 'Group', '& Co.', 'Associates', 'LLC', 'Advisors', 'CPAs'],
  Canada: ['Partners', 'Group', '& Co.', 'Associates', 'Inc.', 'Advisors', 'Professional Corporation'],
  'United Kingdom': ['Partners', 'Group', '& Co.', 'Associates', 'Ltd', 'LLP', 'Chartered Accountants'],
  Australia: ['Partners', 'Group', '& Co.', 'Associates', 'Pty Ltd', 'Advisory'],
  'United Arab Emirates': ['Partners', 'Group', 'Associates', 'LLC', 'Consultancy', 'FZ-LLC'],
  'Saudi Arabia': ['Partners', 'Group', 'Associates', 'Company', 'Consultancy', 'Certified Accountants'],
  Ireland: ['Partners', 'Group', '& Co.', 'Associates', 'Ltd', 'Chartered Accountants'],
  'New Zealand': ['Partners', 'Group', '& Co.', 'Associates', 'Ltd', 'Chartered Accountants'],
  Singapore: ['Partners', 'Group', 'Associates', 'Pte Ltd', 'Advisory', 'LLP'],
  'South Africa': ['Partners', 'Group', 'Associates', 'Inc.', '(Pty) Ltd', 'Chartered Accountants'],
  India: ['Partners', 'Group', 'Associates', 'LLP', 'Consultants', 'Chartered Accountants'],
  Germany: ['Partner', 'Gruppe', 'GmbH', 'Steuerberatung', 'Treuhand', '& Partner mbB'],
};

export const OTHER_CERTIFICATIONS: Readonly<Record<string, readonly string[]>> = {
  'United States': ['Enrolled Agent (EA)', 'Certified Payroll Professional', 'Certified Management Accountant'],
  Canada: ['CPA Canada', 'Certified Payroll Manager'],
  'United Kingdom': ['ACCA', 'ICAEW Chartered Accountant', 'AAT Licensed Bookkeeper', 'CIMA'],
  Australia: ['CPA Australia', 'CA ANZ', 'Registered BAS Agent', 'Registered Tax Agent'],
  'United Arab Emirates': ['ACCA', 'Registered Tax Agent (FTA)', 'CMA'],
  'Saudi Arabia': ['SOCPA', 'ACCA', 'CMA'],
};

/** Reviewers are shown as "First L." */
export const REVIEWER_FIRST = [
  'Alex', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Jamie', 'Riley', 'Sam', 'Chris', 'Pat', 'Dana', 'Robin', 'Lee',
  'Avery', 'Quinn', 'Drew', 'Maria', 'David', 'Sarah', 'Michael', 'Aisha', 'Omar', 'Priya', 'Wei', 'Lucas', 'Emma',
  'Noura', 'Tom', 'Grace', 'Ben', 'Nina', 'Hugo', 'Ines', 'Leo', 'Maya', 'Ruth', 'Zoe', 'Kofi', 'Ana', 'Ivan',
];
