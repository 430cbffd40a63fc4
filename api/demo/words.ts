/** The words the demo venue is made of: people's names, the venue's brands, its floor and what it offers. */
export const WORDS = {
  firstNames: [
    'Aisha', 'Omar', 'Layla', 'Yousef', 'Mariam', 'Khalid', 'Noor', 'Hamdan', 'Fatima', 'Rashid', 'Sara', 'Zayed', 'Hessa', 'Tariq', 'Dana', 'Faisal',
    'Priya', 'Arjun', 'Ananya', 'Rohan', 'Meera', 'Vikram', 'Kavya', 'Nikhil', 'Olivia', 'James', 'Sophie', 'Liam', 'Emma', 'Noah', 'Chloe', 'Lucas',
    'Isabella', 'Mateo', 'Camila', 'Diego', 'Elena', 'Marco', 'Giulia', 'Luca', 'Maria', 'Jose', 'Angel', 'Paolo', 'Chen', 'Wei', 'Yuki', 'Hana',
    'Amara', 'Kwame', 'Zara', 'Ibrahim', 'Leila', 'Karim', 'Nadia', 'Samir', 'Ines', 'Theo', 'Freya', 'Oscar',
  ],
  lastNames: [
    'Al Mansoori', 'Haddad', 'Al Falasi', 'Khoury', 'Al Nuaimi', 'Saleh', 'Qasim', 'Farouk', 'Nasser', 'Hamdan', 'Aziz', 'Rahman', 'Sharma', 'Patel',
    'Iyer', 'Menon', 'Kapoor', 'Nair', 'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Walker', 'Rossi', 'Bianchi', 'Romano', 'Garcia', 'Martinez',
    'Lopez', 'Santos', 'Reyes', 'Cruz', 'Dubois', 'Laurent', 'Moreau', 'Muller', 'Schmidt', 'Novak', 'Ivanova', 'Petrov', 'Tanaka', 'Sato', 'Kim',
    'Park', 'Wang', 'Li', 'Okafor', 'Mensah', 'Diallo', 'Costa', 'Silva', 'Jensen', 'Larsen', 'Andersson', 'Murphy', "O'Neill", 'Byrne', 'Fraser', 'Hughes',
  ],
  // Reserved for examples (RFC 2606): no message to a demo address ever reaches anyone.
  emailDomains: ['example.com', 'example.net', 'example.org'],
  mobileCodes: ['+971', '+971', '+971', '+966', '+44', '+91', '+1', '+33'],
  sections: ['Main Floor', 'Balcony', 'Terrace'],
  categories: [
    { name: 'Silver', price: 1500, autoRenewal: true },
    { name: 'Gold', price: 2500, autoRenewal: true },
    { name: 'Premium', price: 4000, autoRenewal: true },
    { name: 'VIP Booth', price: 6500, autoRenewal: false },
  ],
  inclusions: ['Bottle of premium vodka', 'Mixers and ice', 'Dedicated host', 'Fruit platter', 'Priority entry for 6', 'Sparkler service', 'Shisha of your choice', 'Reserved parking', 'Birthday cake on request'],
  // One brand a night, Monday (1) to Sunday (7).
  brands: [
    { name: 'Mojo', fullName: 'Monday Mojo', offer: 'Half price on signature cocktails until midnight' },
    { name: 'Tropica', fullName: 'Tropical Tuesdays', offer: 'Ladies enjoy three complimentary drinks' },
    { name: 'Wild', fullName: 'Wild Wednesdays', offer: 'Two-for-one on bottles before 11 PM' },
    { name: 'Throwback', fullName: 'Throwback Thursdays', offer: 'Free entry before 11 PM with a table booking' },
    { name: 'Fever', fullName: 'Friday Fever', offer: 'Complimentary sparkler with every Premium table' },
    { name: 'Soirée', fullName: 'Saturday Soirée', offer: 'Early-bird tickets at 20% off' },
    { name: 'Sessions', fullName: 'Sunday Sessions', offer: 'Sunset brunch package from 4 PM' },
  ],
  artists: ['DJ Nova', 'Karim K', 'Luna Beats', 'MC Falcon', 'The Midnight Collective', 'DJ Sahara', 'Marco Vento', 'Amara Sound', 'Desert Groove', 'Neon Tiger'],
  services: [
    { title: 'Table Reservations', description: 'Book a table on any floor for your group, with a dedicated host all night.' },
    { title: 'Private Events', description: 'Birthdays, launches and corporate nights: the whole venue or a private floor, planned with our team.' },
    { title: 'VIP Concierge', description: 'Chauffeur pick-up, priority entry and a host who knows your order before you arrive.' },
    { title: 'Bottle Service', description: 'A full bottle menu served at your table with mixers, ice and sparklers.' },
  ],
} as const;
